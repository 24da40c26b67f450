import { describe, expect, it } from 'vitest';
import { layOutMachine, pageWidth } from '../../console/machineDiagram.ts';
import { machineCatalog } from '../../machines/catalog.ts';
import { bankNameCheckMachine } from '../../machines/bankNameCheck.ts';
import { machineTransitions, mermaidDiagram } from '../../machines/diagram.ts';
import { edgeDraws, readableDiagram } from '../../machines/diagramEdges.ts';

/** The distinct (source group, event, target) triples of a machine, counted from its transitions alone. */
function triples(machine: Parameters<typeof machineTransitions>[0]): Set<string> {
  const sources = new Map<string, Set<string>>();
  for (const t of machineTransitions(machine)) {
    const key = `${t.event} -> ${t.to}`;
    sources.set(key, (sources.get(key) ?? new Set()).add(t.from));
  }
  return new Set([...sources].map(([key, from]) => `${[...from].sort().join('|')} ${key}`));
}

describe('readable machine diagrams (issue 34)', () => {
  for (const entry of machineCatalog) {
    it(`${entry.entity}: no more arrows than (source group, event, target) triples, every transition drawn, within a page`, async () => {
      const bound = triples(entry.machine).size;
      const { edges } = readableDiagram(entry.machine);
      const laid = await layOutMachine(entry.machine);
      const mermaidArrows = mermaidDiagram(entry.machine).split('\n').filter((l) => l.includes(' --> ') && !l.includes('[*]'));
      expect(edges.length).toBeLessThanOrEqual(bound);
      expect(laid.arrows.length).toBeLessThanOrEqual(bound);
      expect(mermaidArrows.length).toBeLessThanOrEqual(bound);
      for (const t of machineTransitions(entry.machine)) expect(edges.filter((e) => edgeDraws(e, t)), `${t.from} ${t.event} ${t.to}`).toHaveLength(1);
      expect(laid.width).toBeLessThanOrEqual(pageWidth);
    });
  }

  it('draws the bank name check\'s BANK_DETAILS_CHANGED once, from every state but unchecked', () => {
    const all = machineTransitions(bankNameCheckMachine);
    expect(all.filter((t) => t.event === 'BANK_DETAILS_CHANGED')).toHaveLength(5);
    const { edges } = readableDiagram(bankNameCheckMachine);
    const changed = edges.filter((e) => e.event === 'BANK_DETAILS_CHANGED');
    expect(changed).toHaveLength(1);
    expect(changed[0]).toMatchObject({ to: 'unchecked', group: { label: 'any except unchecked' } });
    // CHECKED leads from all six states to four verdicts: four arrows, not twenty-four.
    expect(all.filter((t) => t.event === 'CHECKED')).toHaveLength(24);
    expect(edges.filter((e) => e.event === 'CHECKED').map((e) => [e.group?.label, e.to])).toEqual([
      ['any state', 'matched'],
      ['any state', 'close'],
      ['any state', 'mismatch'],
      ['any state', 'unavailable'],
    ]);
    expect(mermaidDiagram(bankNameCheckMachine)).toContain('group2 --> unchecked: BANK_DETAILS_CHANGED / forgetCheck');
  });
});
