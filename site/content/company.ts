import type { CompanyInfo } from './types';

// The legal details shown in the footer and quoted by the policies. Edit here; nothing else hard-codes them.
export const company: CompanyInfo = {
  productName: 'Product Analytics',
  name: 'Datasmith Academy Ltd',
  email: 'hello@datasmith.academy',
  address: '18 Market Street, Suite 4, Manchester M1 1AA, United Kingdom',
  crn: '14825173',
  since: 2024,
};
