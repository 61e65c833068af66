import { describe, expect, it } from "vitest";
import { type Plan, planByKey, plans } from "~/content/plans";
import {
  displayPrice,
  formatAmount,
  parseAmount,
  parseBillingPeriod,
  priceLabel,
  requestDemoHref,
  salesMailto,
  yearlySavings,
} from "./pricing";

const byName = (name: string) => plans.find((plan) => plan.name === name) as Plan;

describe("plans", () => {
  it("lists exactly the four plans, in order, with their keys and prices", () => {
    expect(
      plans.map(({ name, planKey, price, priceYearly, badge, isEnterprise }) => ({
        name,
        planKey,
        price,
        priceYearly,
        badge,
        isEnterprise,
      })),
    ).toEqual([
      {
        name: "Agent Dev",
        planKey: "free_org",
        price: "Free",
        priceYearly: "Free",
        badge: null,
        isEnterprise: false,
      },
      {
        name: "Starter",
        planKey: "starter",
        price: "$99",
        priceYearly: "$990",
        badge: null,
        isEnterprise: false,
      },
      {
        name: "Professional",
        planKey: "professional",
        price: "$399",
        priceYearly: "$3,990",
        badge: "Recommended",
        isEnterprise: false,
      },
      {
        name: "Enterprise",
        planKey: null,
        price: "Call",
        priceYearly: "Call",
        badge: null,
        isEnterprise: true,
      },
    ]);
  });

  it("gives each plan its listed contents, with volumes written one way", () => {
    expect(Object.fromEntries(plans.map((plan) => [plan.name, plan.features]))).toEqual({
      "Agent Dev": [
        "50 flows per month",
        "50 Trust attestations per month",
        "Source Marketplace",
        "Basic reporting",
        "Community support",
      ],
      Starter: [
        "500 flows per month",
        "500 Trust attestations per month",
        "Advanced reporting",
        "Email support",
        "Customizable badges",
      ],
      Professional: [
        "2,500 flows per month",
        "2,500 Trust attestations per month",
        "Priority email support",
        "API access",
        "Audit logs",
      ],
      Enterprise: [
        "Unlimited flows and Trust attestations",
        "Dedicated account manager",
        "Custom integration",
        "Priority support and SLA",
        "Advanced security",
      ],
    });
  });

  it("reads a billing period from a query value, monthly unless it says yearly", () => {
    expect(parseBillingPeriod("yearly")).toBe("yearly");
    expect(parseBillingPeriod("monthly")).toBe("monthly");
    expect(parseBillingPeriod("weekly")).toBe("monthly");
    expect(parseBillingPeriod(null)).toBe("monthly");
  });

  it("writes a plan's price for a billing period as one label", () => {
    expect(priceLabel(byName("Professional"), "yearly")).toBe("$3,990/year");
    expect(priceLabel(byName("Starter"), "monthly")).toBe("$99/mo");
    expect(priceLabel(byName("Agent Dev"), "yearly")).toBe("Free");
  });

  it("shows monthly prices per month and yearly prices per year", () => {
    expect(displayPrice(byName("Starter"), "monthly")).toEqual({ price: "$99", period: "/mo" });
    expect(displayPrice(byName("Starter"), "yearly")).toEqual({ price: "$990", period: "/year" });
    expect(displayPrice(byName("Agent Dev"), "yearly")).toEqual({ price: "Free", period: "" });
    expect(displayPrice(byName("Enterprise"), "yearly")).toEqual({ price: "Call", period: "" });
  });

  it("prices a year at ten months, which saves two", () => {
    for (const plan of plans) {
      const monthly = parseAmount(plan.price);
      if (monthly === null) continue;
      expect(parseAmount(plan.priceYearly)).toBe(monthly * 10);
      expect(yearlySavings(plan)).toEqual({ amount: monthly * 2, months: 2 });
    }
    expect(yearlySavings(byName("Professional"))).toEqual({ amount: 798, months: 2 });
    expect(yearlySavings(byName("Agent Dev"))).toBeNull();
    expect(yearlySavings(byName("Enterprise"))).toBeNull();
  });

  it("finds plans by key for the request-demo page", () => {
    expect(planByKey("starter")?.name).toBe("Starter");
    expect(planByKey("free_org")?.price).toBe("Free");
    expect(planByKey("enterprise")).toBeUndefined();
    expect(planByKey(null)).toBeUndefined();
  });
});

describe("helpers", () => {
  it("parses and formats dollar amounts", () => {
    expect(parseAmount("$3,990")).toBe(3990);
    expect(parseAmount("Free")).toBeNull();
    expect(formatAmount(3990)).toBe("$3,990");
  });

  it("builds the request-demo and sales links", () => {
    expect(requestDemoHref("free_org", "monthly")).toBe(
      "/request-demo?plan=free_org&billing=monthly",
    );
    expect(requestDemoHref("professional", "yearly")).toBe(
      "/request-demo?plan=professional&billing=yearly",
    );
    expect(salesMailto("sales@x.example", "Enterprise plan")).toBe(
      "mailto:sales@x.example?subject=Enterprise%20plan",
    );
  });
});
