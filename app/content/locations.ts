/** Offices for /about. Street addresses are placeholders (README "Before launch"). */
export type Location = {
  city: string;
  country: string;
  /** Address lines, ending with the country; none while the office is not open yet (then the country is shown). */
  address: readonly string[];
  comingSoon: boolean;
};

export const locations = [
  {
    city: "Austin",
    country: "United States",
    address: ["500 West 2nd Street, Suite 1900", "Austin, TX 78701", "United States"],
    comingSoon: false,
  },
  {
    city: "London",
    country: "United Kingdom",
    address: [],
    comingSoon: true,
  },
  {
    city: "Zurich",
    country: "Switzerland",
    address: [],
    comingSoon: true,
  },
  {
    city: "Singapore",
    country: "Singapore",
    address: ["8 Marina View, #40-01", "Asia Square Tower 1", "Singapore 018960"],
    comingSoon: false,
  },
] as const satisfies readonly Location[];

export const COMING_SOON_LABEL = "Coming soon";
