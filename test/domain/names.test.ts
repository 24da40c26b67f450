import { describe, expect, it } from 'vitest';
import { resolveEmployeeName } from '../../domain/employees/employeeName.ts';
import { deriveFullName, splitFullName, type NameParts } from '../../domain/employees/names.ts';

const parts = (title: string | null, first: string, middle: string | null, last: string | null, suffix: string | null): NameParts => ({
  title,
  first_name: first,
  middle_name: middle,
  last_name: last,
  suffix,
});

describe('splitFullName', () => {
  const table: Array<[string, NameParts]> = [
    ['Amina Otieno', parts(null, 'Amina', null, 'Otieno', null)],
    ['Dr Amina Wanjiru Otieno', parts('Dr', 'Amina', 'Wanjiru', 'Otieno', null)],
    ['  dr.  amina   otieno ', parts('Dr', 'amina', null, 'otieno', null)],
    ['Chief Dr. Olusegun Adébáyọ̀ Ọbásanjọ́', parts('Chief Dr', 'Olusegun', 'Adébáyọ̀', 'Ọbásanjọ́', null)],
    ['Alhaji Aliko Dangote', parts('Alhaji', 'Aliko', null, 'Dangote', null)],
    ['Alhaja Kuburat Bello', parts('Alhaja', 'Kuburat', null, 'Bello', null)],
    ['Engr. Chidi Okafor', parts('Engr', 'Chidi', null, 'Okafor', null)],
    ['Hon Kwame Mensah Jr', parts('Hon', 'Kwame', null, 'Mensah', 'Jr')],
    ['Pastor Mrs Grace Adeyemi', parts('Pastor Mrs', 'Grace', null, 'Adeyemi', null)],
    ['Rev. Desmond Mpilo Tutu', parts('Rev', 'Desmond', 'Mpilo', 'Tutu', null)],
    ['Sir John Smith III', parts('Sir', 'John', null, 'Smith', 'III')],
    ['Dame Judith Olivia Dench', parts('Dame', 'Judith', 'Olivia', 'Dench', null)],
    ['Prof. Wangari Muta Maathai', parts('Prof', 'Wangari', 'Muta', 'Maathai', null)],
    ['John Smith, Jr.', parts(null, 'John', null, 'Smith', 'Jr')],
    ['Martin Luther King Jr.', parts(null, 'Martin', 'Luther', 'King', 'Jr')],
    ['Henry Ford II', parts(null, 'Henry', null, 'Ford', 'II')],
    ['Rafael de la Cruz', parts(null, 'Rafael', null, 'de la Cruz', null)],
    ['Pieter van der Merwe', parts(null, 'Pieter', null, 'van der Merwe', null)],
    ['Mohamed bin Abdullah', parts(null, 'Mohamed', null, 'bin Abdullah', null)],
    ['Müller-Lüdenscheidt, Hans', parts(null, 'Hans', null, 'Müller-Lüdenscheidt', null)],
    ['Ōkubo, Toshimichi', parts(null, 'Toshimichi', null, 'Ōkubo', null)],
    // Family-first order is indistinguishable from text: the split is positional, clients send parts.
    ['Nguyễn Văn An', parts(null, 'Nguyễn', 'Văn', 'An', null)],
    ['Mdm Tan Bee Lian', parts('Mdm', 'Tan', 'Bee', 'Lian', null)],
    // Words that are often given names are not taken as titles.
    ['Prince Adewale Oyelaran', parts(null, 'Prince', 'Adewale', 'Oyelaran', null)],
    ['Justice Asante', parts(null, 'Justice', null, 'Asante', null)],
    // A trailing "V" after only two words is a surname, not a suffix.
    ['Nguyen V', parts(null, 'Nguyen', null, 'V', null)],
  ];
  it.each(table)('%s', (full, expected) => expect(splitFullName(full)).toEqual({ ok: true, parts: expected }));

  it.each([
    ['Madonna', 'a name needs a first and a last part'],
    ['Dr Smith', 'a name needs a first and a last part'],
    ['Mr', 'a name needs a first and a last part'],
    ['   ', 'must not be empty'],
    ['12345 67890', 'must contain a letter'],
    ['Amina\u0000 Otieno', 'contains control characters'],
  ])('%j is refused: %s', (full, reason) => expect(splitFullName(full)).toEqual({ ok: false, reason }));

  it('stores NFC whatever normalization form arrives, and keeps every mark', () => {
    for (const name of ['Adébáyọ̀ Ọbásanjọ́', 'Nguyễn Thị Minh Khai', 'Ōkubo Toshimichi', 'Hans Müller-Lüdenscheidt']) {
      const nfc = name.normalize('NFC');
      const fromNfd = splitFullName(name.normalize('NFD'));
      expect(fromNfd.ok).toBe(true);
      if (fromNfd.ok) {
        expect(deriveFullName(fromNfd.parts)).toBe(nfc);
        expect(deriveFullName(fromNfd.parts).normalize('NFC')).toBe(deriveFullName(fromNfd.parts));
      }
    }
  });
});

describe('deriveFullName', () => {
  it.each([
    [parts('Dr', 'Amina', 'Wanjiru', 'Otieno', null), 'Amina Wanjiru Otieno'],
    [parts('Sir', 'John', null, 'Smith', 'III'), 'John Smith III'],
    [parts(null, 'Kwame', null, null, null), 'Kwame'], // legacy one-word name
    [parts('Chief', 'Adébáyọ̀', null, 'Ọbásanjọ́', null), 'Adébáyọ̀ Ọbásanjọ́'],
  ])('%j → %s (never the honorific)', (name, full) => expect(deriveFullName(name)).toBe(full));
});

describe('resolveEmployeeName', () => {
  const current = parts('Dr', 'Amina', 'Wanjiru', 'Otieno', null);

  it('parts win over full_name', () => {
    expect(resolveEmployeeName({ full_name: 'Someone Else', first_name: 'Amina', last_name: 'Otieno' }, undefined)).toEqual({
      name: { ...parts(null, 'Amina', null, 'Otieno', null), full_name: 'Amina Otieno' },
      fields: {},
    });
  });

  it('full_name alone replaces every part on update', () => {
    expect(resolveEmployeeName({ full_name: 'Mrs Amina Kamau' }, current).name).toEqual({ ...parts('Mrs', 'Amina', null, 'Kamau', null), full_name: 'Amina Kamau' });
  });

  it('a part sent on update keeps the others', () => {
    expect(resolveEmployeeName({ last_name: 'Kamau', title: null }, current).name).toEqual({ ...parts(null, 'Amina', 'Wanjiru', 'Kamau', null), full_name: 'Amina Wanjiru Kamau' });
  });

  it('an update that does not touch the name leaves a legacy one-word name alone', () => {
    expect(resolveEmployeeName({ staff_id: 'E1' }, parts(null, 'Kwame', null, null, null))).toEqual({ fields: {} });
  });

  it.each([
    [{}, undefined, { first_name: 'required (or send full_name)', last_name: 'required (or send full_name)' }],
    [{ first_name: 'Amina' }, undefined, { last_name: 'required: a name must have first and last parts' }],
    [{ last_name: null }, current, { last_name: 'required: a name must have first and last parts' }],
    [{ first_name: '  ' }, current, { first_name: 'required: a name must have first and last parts' }],
    [{ middle_name: 'Akinyi' }, parts(null, 'Kwame', null, null, null), { last_name: 'required: a name must have first and last parts' }],
    [{ full_name: 'Cher' }, undefined, { full_name: 'a name needs a first and a last part' }],
    [{ first_name: 7, last_name: 'Otieno' }, undefined, { first_name: 'must be a string' }],
    [{ title: 'x'.repeat(41), first_name: 'A', last_name: 'B' }, undefined, { title: 'must be at most 40 characters' }],
  ] as const)('%j is refused', (body, currentName, fields) => expect(resolveEmployeeName(body, currentName)).toEqual({ fields }));
});
