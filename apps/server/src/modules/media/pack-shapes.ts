/**
 * The container a packshot draws, chosen by what the product is (the first rule with a keyword among
 * the slug's words wins, as icon-rules.ts does): oil in a bottle, jam in a jar, biscuits in a box, and a
 * branded product no rule knows in a pouch. Each shape is drawn in a 320 × 256 picture (the card's 5:4).
 */
export type PackShape = 'bottle' | 'jar' | 'box' | 'pouch';

const SHAPE_RULES: readonly (readonly [readonly string[], PackShape])[] = [
  [['peanut-butter', 'jam', 'pickle', 'honey', 'mayonnaise', 'ghee', 'chutney', 'curd', 'cream'], 'jar'],
  [
    [
      'oil',
      'juice',
      'drink',
      'milk',
      'buttermilk',
      'lassi',
      'shampoo',
      'conditioner',
      'lotion',
      'wash',
      'mouthwash',
      'cleaner',
      'liquid',
      'sauce',
      'ketchup',
      'water',
      'panna',
      'jaljeera',
      'cola',
      'coca-cola',
      'thums-up',
      'pepsi',
      'sprite',
      'fanta',
      'limca',
      '7up',
      'mountain-dew',
      'mirinda',
      'conditioner',
    ],
    'bottle',
  ],
  [
    [
      'biscuits',
      'cookies',
      'crackers',
      'tea',
      'chai',
      'coffee',
      'flakes',
      'muesli',
      'oats',
      'granola',
      'chocos',
      'toothpaste',
      'mix',
      'soap',
      'talc',
      'chocolate',
      'bar',
      'box',
      'katli',
      'papdi',
      'rasgulla',
      'diaper',
      'wipes',
      'bread',
      'eggs',
      'paneer',
      'butter',
      'cheese',
      'fries',
      'nuggets',
      'momos',
      'patty',
      'tikki',
      'paratha',
    ],
    'box',
  ],
];

export function shapeFor(slug: string): PackShape {
  const padded = `-${slug}-`;
  return SHAPE_RULES.find(([keywords]) => keywords.some((k) => padded.includes(`-${k}-`)))?.[1] ?? 'pouch';
}

/** Where the label sits on a shape, and the shape's own drawing (body in `fill`, details in `shade`). */
export interface ShapeDrawing {
  svg(fill: string, shade: string): string;
  label: { x: number; y: number; width: number; height: number };
  /** The emblem's box, above the label. */
  emblem: { x: number; y: number; size: number };
}

export const SHAPES: Record<PackShape, ShapeDrawing> = {
  pouch: {
    svg: (fill, shade) =>
      `<path d="M84 30h152l8 206q0 10-10 10H86q-10 0-10-10z" fill="${fill}"/>` +
      `<path d="M84 18h152v18H84z" fill="${shade}"/>` +
      `<path d="M84 36h152" stroke="#fff" stroke-opacity=".5" stroke-dasharray="4 4" stroke-width="2"/>`,
    label: { x: 92, y: 110, width: 136, height: 118 },
    emblem: { x: 136, y: 52, size: 48 },
  },
  box: {
    svg: (fill, shade) =>
      `<path d="M74 40l16-18h156l-16 18z" fill="${shade}"/><path d="M230 40l16-18v206l-16 18z" fill="${shade}"/>` +
      `<rect x="74" y="40" width="156" height="206" rx="3" fill="${fill}"/>`,
    label: { x: 82, y: 108, width: 140, height: 126 },
    emblem: { x: 128, y: 52, size: 48 },
  },
  bottle: {
    svg: (fill, shade) =>
      `<rect x="140" y="6" width="40" height="22" rx="4" fill="${shade}"/>` +
      `<path d="M146 28h28v18q36 14 36 50v140q0 10-10 10h-80q-10 0-10-10V96q0-36 36-50z" fill="${fill}"/>`,
    label: { x: 104, y: 112, width: 112, height: 118 },
    emblem: { x: 140, y: 62, size: 40 },
  },
  jar: {
    svg: (fill, shade) =>
      `<rect x="86" y="22" width="148" height="34" rx="6" fill="${shade}"/>` +
      `<path d="M94 56h132q14 0 14 18v156q0 16-16 16H96q-16 0-16-16V74q0-18 14-18z" fill="${fill}"/>`,
    label: { x: 90, y: 108, width: 140, height: 120 },
    emblem: { x: 136, y: 62, size: 44 },
  },
};
