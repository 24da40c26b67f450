/** Departments and positions of the demo organization; each team's office is its location. */
export const demoDepartments = ['Engineering', 'Finance', 'Operations', 'Sales', 'People'] as const;
export type DemoDepartment = (typeof demoDepartments)[number];

export const demoPositions = [
  'Software Engineer',
  'Senior Software Engineer',
  'Engineering Manager',
  'Product Designer',
  'Accountant',
  'Finance Manager',
  'Operations Associate',
  'Customer Support Lead',
  'Account Executive',
  'People Partner',
  'Consultant',
] as const;
export type DemoPosition = (typeof demoPositions)[number];
