import type { FragranceType } from '@aurelle/contract';

/** Colours of each fragrance family: the juice, the backdrop and the plinth it stands on. */
export interface FamilyPalette {
  juiceTop: string;
  juiceBottom: string;
  backdropTop: string;
  backdropBottom: string;
  glow: string;
  plinth: string;
  plinthEdge: string;
  /** Dark scenes (oud) get light label text and a brighter rim on the glass. */
  isDark: boolean;
}

export const familyPalettes: Record<FragranceType, FamilyPalette> = {
  floral: {
    juiceTop: '#f7d3da',
    juiceBottom: '#d77f93',
    backdropTop: '#fbf3f0',
    backdropBottom: '#efd8d3',
    glow: '#ffffff',
    plinth: '#e7cbc5',
    plinthEdge: '#d7b2ab',
    isDark: false,
  },
  woody: {
    juiceTop: '#e2b57e',
    juiceBottom: '#8a5a2b',
    backdropTop: '#f4ede2',
    backdropBottom: '#dccbb2',
    glow: '#fff7e8',
    plinth: '#cdb89a',
    plinthEdge: '#b9a17f',
    isDark: false,
  },
  citrus: {
    juiceTop: '#ffe9a0',
    juiceBottom: '#f0a133',
    backdropTop: '#fdf9ea',
    backdropBottom: '#f1e2bb',
    glow: '#ffffff',
    plinth: '#e6d3a4',
    plinthEdge: '#d6bf88',
    isDark: false,
  },
  oud: {
    juiceTop: '#9a6235',
    juiceBottom: '#2e170b',
    backdropTop: '#2d2722',
    backdropBottom: '#141110',
    glow: '#c99a4a',
    plinth: '#1f1b18',
    plinthEdge: '#3a332d',
    isDark: true,
  },
  oriental: {
    juiceTop: '#eab067',
    juiceBottom: '#9b3620',
    backdropTop: '#f5e6d6',
    backdropBottom: '#ddb999',
    glow: '#fff1de',
    plinth: '#cfa582',
    plinthEdge: '#bb8d68',
    isDark: false,
  },
  aromatic: {
    juiceTop: '#d9d4f0',
    juiceBottom: '#7b70b5',
    backdropTop: '#f4f2f8',
    backdropBottom: '#dcd7e9',
    glow: '#ffffff',
    plinth: '#cbc5dc',
    plinthEdge: '#b6aecb',
    isDark: false,
  },
  spicy: {
    juiceTop: '#f5b489',
    juiceBottom: '#a63b22',
    backdropTop: '#f9ece4',
    backdropBottom: '#e6c5b1',
    glow: '#fff4ec',
    plinth: '#d8ad95',
    plinthEdge: '#c5957b',
    isDark: false,
  },
  warm: {
    juiceTop: '#f7dcaa',
    juiceBottom: '#c27f37',
    backdropTop: '#fbf3e6',
    backdropBottom: '#ead3ae',
    glow: '#fffaf0',
    plinth: '#dcc193',
    plinthEdge: '#c9aa77',
    isDark: false,
  },
  green: {
    juiceTop: '#d8e9bd',
    juiceBottom: '#5a8a4a',
    backdropTop: '#f0f4e9',
    backdropBottom: '#d3dfc4',
    glow: '#ffffff',
    plinth: '#bfcfad',
    plinthEdge: '#a8bb93',
    isDark: false,
  },
};
