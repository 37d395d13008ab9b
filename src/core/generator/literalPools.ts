/** Pools of realistic literal values for task queries (people, places, things). */

export const FIRST_NAMES = ['Ana', 'Tomás', 'Priya', 'Kenji', 'Chloé', 'Marcus', 'Ingrid', 'Omar', 'Lucía', 'Daniel', 'Aisha', 'Mateo', 'Sofia', 'Ethan', 'Yuki', 'Noah', 'Fatima', 'Liam', 'Elena', 'Jonas', 'Grace', 'Rafael', 'Mei', 'Olivia'];
export const LAST_NAMES = ['Silva', 'Novak', 'Sharma', 'Tanaka', 'Dubois', 'Reid', 'Larsen', 'Haddad', 'García', 'Okafor', 'Khan', 'Rossi', 'Müller', 'Brooks', 'Sato', 'Weber', 'Costa', 'Murphy', 'Petrova', 'Berg', 'Kim', 'Santos', 'Chen', 'Walsh'];
export const MAIL_DOMAINS = ['gmail.com', 'outlook.com', 'proton.me', 'fastmail.com', 'yahoo.com', 'icloud.com'];
export const COMPANIES: readonly (readonly [string, string])[] = [
  ['Acme Corp', 'acme.com'], ['Globex', 'globex.io'], ['Initech', 'initech.com'], ['Umbrella Health', 'umbrellahealth.com'],
  ['Stark Logistics', 'starklogistics.com'], ['Hooli', 'hooli.xyz'], ['Vandelay Industries', 'vandelay.com'], ['Soylent Labs', 'soylentlabs.com'],
  ['Pied Piper', 'piedpiper.com'], ['Wonka Confections', 'wonka.co.uk'], ['Cyberdyne Systems', 'cyberdyne.ai'], ['Northwind Traders', 'northwind.com'],
];
export const CITIES = ['Lisbon', 'Porto', 'Madrid', 'Barcelona', 'Paris', 'Lyon', 'Berlin', 'Munich', 'Amsterdam', 'Copenhagen', 'Stockholm', 'Oslo', 'Dublin', 'London', 'Edinburgh', 'Rome', 'Milan', 'Vienna', 'Prague', 'Warsaw', 'Athens', 'Istanbul', 'New York', 'Chicago', 'San Francisco', 'Toronto', 'Mexico City', 'São Paulo', 'Tokyo', 'Singapore', 'Sydney', 'Cape Town'];
export const COORDINATES: readonly (readonly [number, number])[] = [
  [38.7223, -9.1393], [41.1579, -8.6291], [48.8566, 2.3522], [52.52, 13.405], [51.5072, -0.1276], [40.4168, -3.7038],
  [45.4642, 9.19], [59.3293, 18.0686], [40.7128, -74.006], [35.6762, 139.6503], [-33.8688, 151.2093], [43.6532, -79.3832],
];
export const ADDRESSES = ['221B Baker Street, London', '1600 Amphitheatre Parkway, Mountain View', 'Rua Augusta 274, Lisbon', '5 Rue de Rivoli, Paris', 'Alexanderplatz 1, Berlin', '350 Fifth Avenue, New York', 'Carrer de Mallorca 401, Barcelona', 'Damrak 1, Amsterdam', '1 Martin Place, Sydney', 'Shibuya Crossing, Tokyo'];
export const PRODUCTS = ['Merino Wool Sweater', 'Trail Running Shoes', 'Ceramic Pour-Over Set', 'Noise-Cancelling Headphones', 'Standing Desk Frame', 'Linen Duvet Cover', 'Cast Iron Skillet', 'Waterproof Hiking Jacket', 'Espresso Grinder', 'Yoga Mat Pro'];
export const CHANNELS = ['#ops-alerts', '#finance', '#launch-war-room', '#support-escalations', '#eng-deploys', '#general'];
export const JOB_TITLES = ['Senior Product Designer', 'Engineering Manager', 'Head of Sales', 'Staff Data Scientist', 'Customer Success Lead'];
export const METRICS = ['signups', 'sessions', 'purchases', 'trial starts', 'active users', 'page views'];
export const FUNNELS = ['Checkout', 'Onboarding', 'Trial to paid', 'Signup'];
export const FILES: readonly (readonly [string, string])[] = [
  ['Q3 board deck.pptx', 'PDF'], ['Onboarding handbook.docx', 'PDF'], ['2026 budget.xlsx', 'CSV'], ['Vendor contract draft.docx', 'PDF'],
  ['Sales pipeline.xlsx', 'CSV'], ['Brand guidelines.key', 'PDF'], ['Release notes.md', 'DOCX'], ['Roadmap 2027.pptx', 'PDF'],
];
export const FOLDERS = ['/Finance/2026/Q3', '/Legal/Contracts', '/Marketing/Press kit', '/HR/Policies', '/Sales/Proposals'];
export const DOC_TITLES = ['Incident review: checkout outage', 'Q4 hiring plan', 'Launch checklist for Orion', 'Vendor security questionnaire'];
export const EMAIL_TEMPLATES = ['Welcome series', 'Password reset', 'Order delayed', 'Renewal reminder', 'Beta invitation'];
export const DOC_TEMPLATES = ['Mutual NDA', 'Master Services Agreement', 'Statement of Work', 'Offer letter', 'Data Processing Addendum'];
export const AMOUNTS = [49, 120, 249.99, 480, 1200, 3500, 4800, 12500];
