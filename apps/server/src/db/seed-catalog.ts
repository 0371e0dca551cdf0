/** The demo catalogue: one product for every branch of the spec's grid, workflows and dispensing. */
export interface SeedSku {
  id: string;
  title: string;
  price: number | null;
  dispenseQuantity?: number;
  minAge?: number;
  requiresAccessCode?: boolean;
  isEmergencyDispense?: boolean;
  isReservable?: boolean;
  formUrls?: string[];
  slot: string;
  stock: number;
}
export interface SeedProduct {
  id: string;
  title: string;
  description: string;
  image: string;
  skus: SeedSku[];
}

export const DEMO_DEVICE_ID = 'demo-kiosk-0001';
/** The five device ids allowed the accessibility time extension (docs/product.md §4, §6). */
export const ACCESSIBILITY_DEVICE_IDS = [
  'a11y-kiosk-0001',
  'a11y-kiosk-0002',
  'a11y-kiosk-0003',
  'a11y-kiosk-0004',
  'a11y-kiosk-0005',
];
export const DEMO_SUPPORT_PHONE = '+1 (800) 555-0199';

export const SEED_PRODUCTS: SeedProduct[] = [
  {
    id: 'naloxone-nasal-spray',
    title: 'Naloxone Nasal Spray (Emergency Kit)',
    description: 'Free emergency kit to reverse an opioid overdose. Two 4 mg nasal spray doses.',
    image: '/images/naloxone-kit.svg',
    skus: [
      {
        id: 'naloxone-emergency-kit',
        title: 'Emergency kit',
        price: 0,
        isEmergencyDispense: true,
        slot: 'A1',
        stock: 20,
      },
    ],
  },
  {
    id: 'naloxone-2-pack',
    title: 'Naloxone Nasal Spray 2-Pack',
    description: 'Two single packages of 4 mg naloxone nasal spray, dispensed one after another.',
    image: '/images/naloxone-2-pack.svg',
    skus: [
      { id: 'naloxone-2-pack', title: '2-pack', price: 2250, dispenseQuantity: 2, slot: 'A2', stock: 30 },
    ],
  },
  {
    id: 'fentanyl-test-strips',
    title: 'Fentanyl Test Strips',
    description: 'Free pack of 5 test strips. Reserve on your phone and pick up at the kiosk.',
    image: '/images/test-strips.svg',
    skus: [
      {
        id: 'fentanyl-test-strips-5',
        title: 'Pack of 5',
        price: 0,
        isReservable: true,
        slot: 'A3',
        stock: 50,
      },
    ],
  },
  {
    id: 'condoms',
    title: 'Condoms',
    description: 'Latex condoms, sold as single packages.',
    image: '/images/condoms.svg',
    skus: [
      {
        id: 'condoms-3-pack',
        title: 'Regular, 3-pack',
        price: 100,
        dispenseQuantity: 3,
        slot: 'A4',
        stock: 60,
      },
      {
        id: 'condoms-large-3-pack',
        title: 'Large, 3-pack',
        price: 125,
        dispenseQuantity: 3,
        slot: 'A5',
        stock: 45,
      },
    ],
  },
  {
    id: 'pregnancy-test',
    title: 'Pregnancy Test',
    description: 'One early-result pregnancy test.',
    image: '/images/pregnancy-test.svg',
    skus: [{ id: 'pregnancy-test', title: 'Single test', price: 899, slot: 'B1', stock: 25 }],
  },
  {
    id: 'nicotine-gum',
    title: 'Nicotine Gum',
    description: 'Stop-smoking aid. You must be 18 or older.',
    image: '/images/nicotine-gum.svg',
    skus: [
      { id: 'nicotine-gum-2mg', title: '2 mg, 20 pieces', price: 1299, minAge: 18, slot: 'B2', stock: 15 },
      { id: 'nicotine-gum-4mg', title: '4 mg, 20 pieces', price: 1499, minAge: 18, slot: 'B3', stock: 15 },
    ],
  },
  {
    id: 'syringe-services-kit',
    title: 'Syringe Services Kit',
    description: 'Free sterile supplies for programme participants. An access code is required.',
    image: '/images/syringe-kit.svg',
    skus: [
      { id: 'syringe-services-kit', title: 'Kit', price: 0, requiresAccessCode: true, slot: 'B4', stock: 20 },
    ],
  },
  {
    id: 'hygiene-kit',
    title: 'Hygiene Kit',
    description: 'Free hygiene kit. Please answer a short survey first.',
    image: '/images/hygiene-kit.svg',
    skus: [
      {
        id: 'hygiene-kit',
        title: 'Kit',
        price: 0,
        formUrls: ['https://forms.example.org/kiosk-survey'],
        slot: 'C1',
        stock: 20,
      },
    ],
  },
  {
    id: 'prenatal-vitamins',
    title: 'Prenatal Vitamins',
    description: '30-day supply. Reserve on your phone and pick up at the kiosk.',
    image: '/images/vitamins.svg',
    skus: [
      {
        id: 'prenatal-vitamins-30',
        title: '30 tablets',
        price: 999,
        isReservable: true,
        slot: 'C2',
        stock: 12,
      },
    ],
  },
  {
    id: 'first-aid-kit',
    title: 'First Aid Kit',
    description: 'Bandages, antiseptic wipes and gauze.',
    image: '/images/first-aid.svg',
    skus: [{ id: 'first-aid-kit', title: 'Kit', price: null, slot: 'C3', stock: 10 }],
  },
  {
    id: 'covid-19-test',
    title: 'COVID-19 Rapid Test',
    description: 'One rapid antigen test.',
    image: '/images/covid-test.svg',
    skus: [{ id: 'covid-19-test', title: 'Single test', price: 600, slot: 'C4', stock: 0 }],
  },
];
