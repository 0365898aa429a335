import { describe, expect, it } from 'vitest';
import { isNavLinkActive, mainNavLinks } from './nav-links';

const byLabel = (label: string) => {
  const link = mainNavLinks.find((item) => item.label === label);
  if (!link) throw new Error(label);
  return link;
};

describe('isNavLinkActive', () => {
  it('marks the page the shopper is on', () => {
    expect(isNavLinkActive(byLabel('Home'), '/shop/home', '')).toBe(true);
    expect(isNavLinkActive(byLabel('About'), '/shop/home', '')).toBe(false);
  });

  it('tells the filtered listings apart', () => {
    expect(isNavLinkActive(byLabel('For Him'), '/shop/listing', '?gender=male')).toBe(true);
    expect(isNavLinkActive(byLabel('For Her'), '/shop/listing', '?gender=male')).toBe(false);
    expect(isNavLinkActive(byLabel('Shop'), '/shop/listing', '?gender=male')).toBe(false);
    expect(isNavLinkActive(byLabel('Shop'), '/shop/listing', '?sortBy=title-atoz')).toBe(true);
    expect(isNavLinkActive(byLabel('Car'), '/shop/listing', '?car=true&sortBy=price-hightolow')).toBe(true);
  });
});
