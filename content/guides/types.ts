/** Shared shape for the long-form guides (/tokyo-expat-guide, /tokyo-survival-guide). */
export interface GuideItem {
  title: string;
  /** Plain text; paragraphs separated by a blank line. */
  body: string;
}

export interface GuideSection {
  id: string;
  title: string;
  intro: string;
  items: GuideItem[];
}

export interface GuideLink {
  label: string;
  href: string;
}

export interface Guide {
  slug: string;
  path: string;
  title: string;
  subtitle: string;
  /** ISO date the content was last reviewed. */
  lastReviewed: string;
  intro: string;
  sections: GuideSection[];
  disclaimer: string;
  related: GuideLink[];
}
