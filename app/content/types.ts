/** Content shapes shared by more than one area of the site. */
export type Step = { title: string; description: string };
