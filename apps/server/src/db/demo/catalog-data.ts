import type { Category, FragranceType, Gender } from '@aurelle/contract';
import type { BottleShape, CapFinish } from './bottle-art.ts';

/** Invented houses of the demo catalog. Each keeps its own bottle, as real houses do. */
export interface DemoHouse {
  name: string;
  shape: BottleShape;
  cap: CapFinish;
  /** Saved as brand 'custom' + customBrand, as the admin form does for a house not in its list. */
  isCustomBrand?: boolean;
}

export const demoHouses = {
  veyra: { name: 'Maison Veyra', shape: 'tall', cap: 'gold' },
  lumiere: { name: 'Casa Lumière', shape: 'round', cap: 'rose' },
  ombre: { name: 'Atelier Ombré', shape: 'facet', cap: 'black' },
  kesar: { name: 'House of Kesar', shape: 'dome', cap: 'gold' },
  solenne: { name: 'Solenne', shape: 'slim', cap: 'silver' },
  ivory: { name: 'Ivory & Ash', shape: 'square', cap: 'wood' },
  botanica: { name: 'Botanica Verde', shape: 'apothecary', cap: 'black' },
  celestine: { name: 'Celestine Rhodes', shape: 'drop', cap: 'gold' },
  rohan: { name: 'Rohan Mehra', shape: 'trapezoid', cap: 'black' },
  aria: { name: 'Aria Kapoor', shape: 'trapezoid', cap: 'rose' },
  drift: { name: 'Drift Auto Atelier', shape: 'hanging', cap: 'wood' },
  roam: { name: 'Roam & Co.', shape: 'hanging-round', cap: 'silver' },
  noor: { name: 'Noor Attar House', shape: 'attar', cap: 'gold', isCustomBrand: true },
} satisfies Record<string, DemoHouse>;

export type DemoHouseKey = keyof typeof demoHouses;

export interface DemoProduct {
  title: string;
  house: DemoHouseKey;
  category: Category | { custom: string };
  gender: Gender;
  family: FragranceType;
  /** Rupees. */
  price: number;
  salePrice?: number;
  stock: number;
  isFeatured?: boolean;
  description: string;
}

/** About four dozen perfumes over every gender, category and family; prices ₹1,999–₹24,999. */
export const demoProducts: DemoProduct[] = [
  // For him
  {
    title: 'Cedar Regent',
    house: 'veyra',
    category: 'luxury',
    gender: 'male',
    family: 'woody',
    price: 14999,
    stock: 24,
    isFeatured: true,
    description:
      'Eau de parfum. Opens with bergamot and pink pepper, then settles into Atlas cedar and vetiver over a dry leather base. Moderate projection; lasts about eight hours on skin.',
  },
  {
    title: 'Saffron Noir',
    house: 'kesar',
    category: 'luxury',
    gender: 'male',
    family: 'oud',
    price: 21999,
    stock: 8,
    isFeatured: true,
    description:
      'Extrait de parfum. Kashmiri saffron and black pepper over a smoky oud and labdanum heart, finished with a little vanilla. Dense and long-lasting: a single spray carries an evening.',
  },
  {
    title: 'Bergamot Riviera',
    house: 'lumiere',
    category: 'designer',
    gender: 'male',
    family: 'citrus',
    price: 6499,
    salePrice: 5499,
    stock: 40,
    description:
      'Eau de toilette. Calabrian bergamot, lemon and sea-salt accord with a light musk drydown. Bright and easy in the heat; like most citrus scents it fades after four to five hours.',
  },
  {
    title: 'Iron Lavender',
    house: 'ombre',
    category: 'niche',
    gender: 'male',
    family: 'aromatic',
    price: 11999,
    stock: 2,
    description:
      'Eau de parfum. French lavender with a cool metallic accord, clary sage and tonka bean. Starts sharp, turns soft and powdery after an hour; sits close to the skin.',
  },
  {
    title: 'Black Pepper Ember',
    house: 'solenne',
    category: 'designer',
    gender: 'male',
    family: 'spicy',
    price: 7499,
    stock: 0,
    description:
      'Eau de parfum. Black pepper, nutmeg and ginger over smoked birch and amber. Warm and a little dry; best in cooler months. Around six hours of wear.',
  },
  {
    title: 'Vetiver Monsoon',
    house: 'ivory',
    category: 'niche',
    gender: 'male',
    family: 'green',
    price: 9999,
    stock: 18,
    description:
      'Eau de parfum. Haitian vetiver, wet earth and crushed grass with a touch of grapefruit. Smells like the first rain on a garden; light sillage, steady for six to seven hours.',
  },
  {
    title: 'Amber Sultan',
    house: 'kesar',
    category: 'luxury',
    gender: 'male',
    family: 'oriental',
    price: 18999,
    salePrice: 15999,
    stock: 12,
    isFeatured: true,
    description:
      'Eau de parfum. Resinous amber, benzoin and cinnamon bark on a base of sandalwood and musk. Rich and sweet without being sugary; strong projection for the first three hours.',
  },
  {
    title: 'Vanilla Tabac',
    house: 'veyra',
    category: 'luxury',
    gender: 'male',
    family: 'warm',
    price: 17999,
    stock: 9,
    description:
      'Eau de parfum. Cured tobacco leaf and Madagascan vanilla with cocoa and dried fruit. Cosy and evening-leaning; a generous spray lasts well past ten hours.',
  },
  {
    title: 'Geranium Club',
    house: 'lumiere',
    category: 'designer',
    gender: 'male',
    family: 'aromatic',
    price: 5999,
    stock: 35,
    description:
      'Eau de toilette. Geranium, mint and rosemary over a clean cedar base. A crisp barbershop style for the office; moderate longevity of about five hours.',
  },
  {
    title: 'Sandalwood Sutra',
    house: 'botanica',
    category: 'natural',
    gender: 'male',
    family: 'woody',
    price: 4499,
    stock: 22,
    description:
      'Natural eau de parfum made with Mysore-style sandalwood oil, cardamom and a hint of rose. Creamy and quiet; it wears close to the skin and lasts four to five hours.',
  },
  {
    title: 'Rohan Mehra Signature',
    house: 'rohan',
    category: 'celebrity',
    gender: 'male',
    family: 'spicy',
    price: 3999,
    salePrice: 3199,
    stock: 50,
    description:
      'Eau de toilette. Cardamom, grapefruit and ginger with a soft suede base. Fresh-spicy and versatile rather than bold; five hours or so.',
  },
  {
    title: 'Oud Meridian',
    house: 'ombre',
    category: 'niche',
    gender: 'male',
    family: 'oud',
    price: 24999,
    stock: 3,
    isFeatured: true,
    description:
      'Extrait de parfum. Aged agarwood from Assam with rose, saffron and patchouli. Animalic in the opening, smoothing into polished wood; lasts well over twelve hours.',
  },
  {
    title: 'Neroli Sport',
    house: 'solenne',
    category: 'designer',
    gender: 'male',
    family: 'citrus',
    price: 4999,
    stock: 60,
    description:
      'Eau de toilette. Neroli, mandarin and petitgrain on a white-musk base. Made for humid days and gym bags; reapply after four hours.',
  },
  {
    title: 'Fig Leaf Study',
    house: 'ivory',
    category: 'niche',
    gender: 'male',
    family: 'green',
    price: 10499,
    salePrice: 8999,
    stock: 1,
    description:
      'Eau de parfum. Green fig leaf, milky fig and cedar with a little coconut. Leafy at first, creamy later; subtle projection and about six hours of wear.',
  },
  {
    title: 'Midnight Incense',
    house: 'ombre',
    category: 'niche',
    gender: 'male',
    family: 'oriental',
    price: 13499,
    stock: 0,
    description:
      'Eau de parfum. Frankincense, myrrh and elemi over dark woods and amber. Cool, smoky and churchlike; best on evenings out. Lasts eight hours.',
  },
  {
    title: 'Mint Vetiver Tonic',
    house: 'botanica',
    category: 'natural',
    gender: 'male',
    family: 'aromatic',
    price: 2999,
    stock: 44,
    description:
      'Natural eau de cologne. Spearmint, basil and vetiver root in an alcohol base with no synthetic musks. Very refreshing and short-lived: two to three hours.',
  },
  {
    title: 'Oud Attar Khas',
    house: 'noor',
    category: { custom: 'Attar' },
    gender: 'male',
    family: 'oud',
    price: 9999,
    stock: 14,
    description:
      'Alcohol-free attar in a sandalwood-oil base, with Indian oud and a little rose. Apply a drop to the wrist; very long-lasting but stays close to the skin.',
  },
  {
    title: 'Leather Ledger',
    house: 'veyra',
    category: 'luxury',
    gender: 'male',
    family: 'woody',
    price: 19499,
    stock: 7,
    description:
      'Eau de parfum. Soft suede, birch tar and iris over guaiac wood. Refined rather than rugged; moderate sillage and about nine hours on skin.',
  },

  // For her
  {
    title: 'Velvet Vanilla',
    house: 'lumiere',
    category: 'designer',
    gender: 'female',
    family: 'warm',
    price: 6999,
    salePrice: 5999,
    stock: 30,
    isFeatured: true,
    description:
      'Eau de parfum. Bourbon vanilla, tonka bean and a touch of salted caramel lifted by pear. Sweet and comforting; noticeable for six to seven hours.',
  },
  {
    title: 'Rose de Jaipur',
    house: 'kesar',
    category: 'luxury',
    gender: 'female',
    family: 'floral',
    price: 19999,
    stock: 10,
    isFeatured: true,
    description:
      'Eau de parfum. Damask rose from Kannauj, pink pepper and lychee over a soft patchouli base. A modern rose, jammy and bright; lasts about eight hours.',
  },
  {
    title: 'Jasmine Sambac Nights',
    house: 'veyra',
    category: 'luxury',
    gender: 'female',
    family: 'floral',
    price: 15999,
    stock: 2,
    description:
      'Eau de parfum. Jasmine sambac, orange blossom and tuberose with a warm musk base. Heady and radiant; one or two sprays are enough. Eight hours or more.',
  },
  {
    title: 'Iris Porcelain',
    house: 'ombre',
    category: 'niche',
    gender: 'female',
    family: 'floral',
    price: 12999,
    stock: 14,
    description:
      'Eau de parfum. Orris butter, violet leaf and carrot seed over white woods. Powdery, cool and quiet; a skin scent that lasts around six hours.',
  },
  {
    title: 'Orange Blossom Terrace',
    house: 'solenne',
    category: 'designer',
    gender: 'female',
    family: 'citrus',
    price: 5499,
    stock: 38,
    description:
      'Eau de toilette. Blood orange, neroli and orange blossom with a honeyed musk. Sunny and cheerful; five hours, a little less in strong heat.',
  },
  {
    title: 'Pink Pepper Silk',
    house: 'solenne',
    category: 'designer',
    gender: 'female',
    family: 'spicy',
    price: 6299,
    salePrice: 4999,
    stock: 20,
    description:
      'Eau de parfum. Pink pepper, saffron and rose over cashmere woods. Spicy-fresh and elegant; moderate projection, about six hours.',
  },
  {
    title: 'Tuberose Gold',
    house: 'celestine',
    category: 'celebrity',
    gender: 'female',
    family: 'floral',
    price: 4999,
    stock: 0,
    description:
      'Eau de parfum. Creamy tuberose, coconut and ylang-ylang on a vanilla-musk base. Big and sunny, in the style of a classic white floral; six hours.',
  },
  {
    title: 'Muse',
    house: 'celestine',
    category: 'celebrity',
    gender: 'female',
    family: 'warm',
    price: 4599,
    stock: 26,
    description:
      'Eau de parfum. Praline, heliotrope and amber with a bright bergamot opening. A sweet gourmand made for everyday wear; five to six hours.',
  },
  {
    title: 'Matcha Petals',
    house: 'botanica',
    category: 'natural',
    gender: 'female',
    family: 'green',
    price: 3299,
    stock: 33,
    description:
      'Natural eau de parfum. Green matcha tea, magnolia and fig leaf on a soft cedar base. Airy and calm; wears close and lasts about four hours.',
  },
  {
    title: 'Saffron Rose Oud',
    house: 'kesar',
    category: 'luxury',
    gender: 'female',
    family: 'oud',
    price: 23999,
    salePrice: 20999,
    stock: 4,
    description:
      'Extrait de parfum. Turkish rose and saffron wrapped around a soft oud and sandalwood heart. Opulent and long-lasting; more rose than smoke.',
  },
  {
    title: 'Amber Lace',
    house: 'lumiere',
    category: 'designer',
    gender: 'female',
    family: 'oriental',
    price: 7999,
    stock: 16,
    description:
      'Eau de parfum. Golden amber, orchid and vanilla with a sheer incense veil. Warm and enveloping; best from autumn to spring. Seven hours.',
  },
  {
    title: 'White Tea Linen',
    house: 'ivory',
    category: 'niche',
    gender: 'female',
    family: 'aromatic',
    price: 8999,
    stock: 3,
    description:
      'Eau de parfum. White tea, bergamot and lavender over clean cotton musks. Smells freshly laundered; soft projection and about five hours of wear.',
  },
  {
    title: 'Mandarin Spritz',
    house: 'celestine',
    category: 'celebrity',
    gender: 'female',
    family: 'citrus',
    price: 2999,
    salePrice: 2499,
    stock: 70,
    description:
      'Eau de toilette. Mandarin, pomelo and a sparkling accord with light white flowers. Playful and fresh; about three hours, so it travels in a handbag well.',
  },
  {
    title: 'Cashmere Woods',
    house: 'veyra',
    category: 'luxury',
    gender: 'female',
    family: 'woody',
    price: 14499,
    stock: 11,
    description:
      'Eau de parfum. Cashmeran, sandalwood and iris with a pinch of cardamom. Soft, woody and warm like a knitted scarf; eight hours close to the skin.',
  },
  {
    title: 'Lavender Milk',
    house: 'botanica',
    category: 'natural',
    gender: 'female',
    family: 'aromatic',
    price: 2799,
    stock: 0,
    description:
      'Natural eau de parfum. Lavender, oat milk and tonka bean in an organic alcohol base. Gentle and calming; lasts three to four hours.',
  },
  {
    title: 'Aria Kapoor Desire',
    house: 'aria',
    category: 'celebrity',
    gender: 'female',
    family: 'spicy',
    price: 3799,
    stock: 45,
    isFeatured: true,
    description:
      'Eau de parfum. Cinnamon, red berries and rose over a warm vanilla and patchouli base. Flirty and spicy-sweet; a strong opening that settles after an hour. Six hours.',
  },
  {
    title: 'Plum Chypre',
    house: 'ivory',
    category: 'niche',
    gender: 'female',
    family: 'oriental',
    price: 11499,
    stock: 7,
    description:
      'Eau de parfum. Dark plum, rose and oakmoss accord on patchouli and labdanum. A modern chypre with a vintage feel; confident sillage, eight hours.',
  },
  {
    title: 'Green Fig Garden',
    house: 'lumiere',
    category: 'designer',
    gender: 'female',
    family: 'green',
    price: 5799,
    stock: 25,
    description: 'Eau de toilette. Fig, galbanum and blackcurrant leaf with a soft woody musk. Crisp and outdoorsy; about five hours.',
  },
  {
    title: 'Santal Blush',
    house: 'solenne',
    category: 'designer',
    gender: 'female',
    family: 'woody',
    price: 6799,
    stock: 19,
    description:
      'Eau de parfum. Creamy sandalwood, pink pepper and peony with a light vanilla finish. Soft and rosy-woody; six hours close to the skin.',
  },
  {
    title: 'Mogra Attar',
    house: 'noor',
    category: { custom: 'Attar' },
    gender: 'female',
    family: 'floral',
    price: 4999,
    stock: 12,
    description:
      'Alcohol-free attar of Indian jasmine (mogra) distilled into sandalwood oil by the traditional deg-bhapka method. Intense on the wrist, gentle in the room; lasts all day.',
  },
  {
    title: 'Warm Saffron Milk',
    house: 'aria',
    category: 'celebrity',
    gender: 'female',
    family: 'warm',
    price: 3499,
    stock: 31,
    description:
      'Eau de parfum. Saffron, steamed milk accord and cardamom with a little honey. Inspired by kesar doodh; cosy and sweet, around five hours.',
  },

  // For car
  {
    title: 'Leather Cabin',
    house: 'drift',
    category: 'luxury',
    gender: 'car',
    family: 'woody',
    price: 2999,
    stock: 40,
    isFeatured: true,
    description:
      'Hanging glass diffuser with a wooden cap. Leather, cedar and a little vanilla for a new-car feel. One 10 ml bottle scents an average car for about six weeks.',
  },
  {
    title: 'Citrus Commute',
    house: 'drift',
    category: 'designer',
    gender: 'car',
    family: 'citrus',
    price: 1999,
    stock: 80,
    description:
      'Hanging glass diffuser. Lemon, lime zest and green tea to keep long drives fresh. Lasts four to six weeks depending on heat; loosen the cap a quarter-turn to start.',
  },
  {
    title: 'Monsoon Road',
    house: 'roam',
    category: 'natural',
    gender: 'car',
    family: 'green',
    price: 2499,
    salePrice: 1999,
    stock: 27,
    description:
      'Car diffuser with natural essential oils of vetiver, lemongrass and basil. Earthy and cooling; about four weeks per bottle.',
  },
  {
    title: 'Oud Chauffeur',
    house: 'drift',
    category: 'luxury',
    gender: 'car',
    family: 'oud',
    price: 3499,
    stock: 2,
    description:
      'Hanging diffuser with a soft oud, amber and rose blend. Rich but not smoky, so it never overwhelms a closed cabin. About six weeks.',
  },
  {
    title: 'Lavender Lane',
    house: 'roam',
    category: 'natural',
    gender: 'car',
    family: 'aromatic',
    price: 2299,
    stock: 0,
    description:
      'Car diffuser with lavender and rosemary essential oils. Calming in traffic; lasts about four weeks and is free of phthalates.',
  },
  {
    title: 'Vanilla Cruise',
    house: 'roam',
    category: 'designer',
    gender: 'car',
    family: 'warm',
    price: 2399,
    stock: 55,
    description: 'Car diffuser. Soft vanilla, coconut and musk; sweet without being cloying. Four to five weeks per bottle.',
  },
  {
    title: 'Spiced Chai Drive',
    house: 'drift',
    category: 'designer',
    gender: 'car',
    family: 'spicy',
    price: 2599,
    stock: 30,
    description: 'Hanging diffuser. Masala chai accord of black tea, ginger, clove and cardamom. Warm and familiar; about five weeks.',
  },
  {
    title: 'Rose Route',
    house: 'roam',
    category: 'designer',
    gender: 'car',
    family: 'floral',
    price: 2199,
    stock: 3,
    description:
      'Car diffuser. Fresh rose petals and green leaves with a light musk. Gentle enough for short trips and long ones; four weeks.',
  },
  {
    title: 'Amber Dashboard',
    house: 'drift',
    category: 'luxury',
    gender: 'car',
    family: 'oriental',
    price: 3299,
    salePrice: 2799,
    stock: 22,
    description: 'Hanging diffuser. Amber, benzoin and a little cinnamon for a warm, lounge-like cabin. About six weeks.',
  },
  {
    title: 'Yuzu Fresh',
    house: 'roam',
    category: 'natural',
    gender: 'car',
    family: 'citrus',
    price: 1999,
    stock: 65,
    description: 'Car diffuser with yuzu, grapefruit and mint essential oils. Bright and clean; three to four weeks per bottle.',
  },
];
