import type { Database } from '../db/connect.ts';
import { countStates, type CountedMachine } from '../db/consoleReads.ts';
import { withTenant } from '../db/tenant.ts';
import type { EventStream, PublishedEvent } from '../ports/eventStream.ts';
import { logOf } from '../platform/log.ts';
import { isTransitionFact, type LifecycleEntity } from '../machines/events.ts';

/** Which machine's counts an event on the stream moves. */
export const countedEntities: Record<LifecycleEntity, CountedMachine> = {
  pay_run: 'payRun',
  payslip_payment: 'paymentStatus',
  employee_bank_name_check: 'bankNameCheck',
  webhook_delivery: 'webhookDelivery',
  filing: 'filing',
  dead_letter: 'deadLetter',
};

export type StateCounts = Partial<Record<CountedMachine, Record<string, number>>>;
type Listener = (counts: StateCounts) => void;

interface OrganizationWatch {
  listeners: Map<Listener, readonly CountedMachine[]>;
  moved: Set<CountedMachine>;
  timer: ReturnType<typeof setTimeout> | null;
}

/**
 * The machines page's live counts. One watch on the events stream per process; an event for an organization
 * someone is watching marks its machine moved, and at most every `settleMs` the moved machines are counted
 * once for that organization and sent to every one of its open pages. Clients never make the database poll.
 */
export class LiveCounts {
  private readonly organizations = new Map<string, OrganizationWatch>();
  private watching: Promise<{ stop(): Promise<void> }> | null = null;
  private readonly eventListeners = new Set<(event: PublishedEvent) => void>();

  constructor(
    private readonly sql: Database,
    private readonly watch: EventStream['watch'],
    private readonly settleMs = 250,
  ) {}

  count(organizationId: string, machines: readonly CountedMachine[]): Promise<StateCounts> {
    return withTenant(this.sql, organizationId, async (tx) => {
      const out: StateCounts = {};
      for (const machine of machines) out[machine] = await countStates(tx, organizationId, machine);
      return out;
    });
  }

  /** Every event of the stream heard by this process (the pay run page follows its run's). */
  async listen(listener: (event: PublishedEvent) => void): Promise<() => void> {
    this.watching ??= this.watch((event) => this.heard(event));
    await this.watching;
    this.eventListeners.add(listener);
    return () => void this.eventListeners.delete(listener);
  }

  /** Calls `listener` with the counts of `machines` whenever they move; returns the unsubscribe. */
  async subscribe(organizationId: string, machines: readonly CountedMachine[], listener: Listener): Promise<() => void> {
    this.watching ??= this.watch((event) => this.heard(event));
    await this.watching;
    const watch = this.organizations.get(organizationId) ?? { listeners: new Map(), moved: new Set(), timer: null };
    this.organizations.set(organizationId, watch);
    watch.listeners.set(listener, machines);
    return () => {
      watch.listeners.delete(listener);
      // Only this watch: a late second unsubscribe must not end a newer watch of the same organization.
      if (watch.listeners.size === 0 && this.organizations.get(organizationId) === watch) {
        if (watch.timer) clearTimeout(watch.timer);
        this.organizations.delete(organizationId);
      }
    };
  }

  async stop(): Promise<void> {
    for (const watch of this.organizations.values()) if (watch.timer) clearTimeout(watch.timer);
    this.organizations.clear();
    this.eventListeners.clear();
    const watching = this.watching;
    this.watching = null;
    if (watching) await (await watching).stop();
  }

  private heard(event: PublishedEvent): void {
    for (const listener of this.eventListeners) listener(event);
    const machine = isTransitionFact(event) ? countedEntities[event.entity] : undefined;
    const watch = machine && this.organizations.get(event.organizationId);
    if (!machine || !watch) return;
    watch.moved.add(machine);
    watch.timer ??= setTimeout(() => void this.recount(event.organizationId, watch), this.settleMs);
  }

  private async recount(organizationId: string, watch: OrganizationWatch): Promise<void> {
    watch.timer = null;
    const moved = [...watch.moved];
    watch.moved.clear();
    try {
      const counts = await this.count(organizationId, moved);
      for (const [listener, machines] of watch.listeners) {
        const visible = Object.fromEntries(Object.entries(counts).filter(([m]) => machines.includes(m as CountedMachine)));
        if (Object.keys(visible).length > 0) listener(visible);
      }
    } catch (error) {
      logOf('console', { organization_id: organizationId }).error({ err: error }, 'live counts failed');
    }
  }
}
