// The season's own record of every write the app acknowledged (a 2xx), by what it should have
// left in the database: the latest acknowledged state of each thing. The invariant "every
// acknowledged write is present" reads each of them back at the end.
export type Ack =
  | { kind: 'account'; email: string }
  | { kind: 'role'; email: string; role: string }
  | { kind: 'order'; oid: string; email: string }
  | {
      kind: 'payment';
      id: string;
      oid: string;
      amount: number;
      status: 'submitted' | 'confirmed' | 'rejected';
      receipt?: string;
    }
  | { kind: 'enquiry'; id: string; handled: boolean }
  | { kind: 'batch'; id: string; capacity: number }
  /** `freed`: the seat was given up when the order ended (refunded with cancellation, moved). */
  | { kind: 'seat'; batchId: string; oid: string; freed?: boolean }
  | { kind: 'mark'; batchId: string; oid: string; date: string; status: string }
  | { kind: 'test'; id: string; oid: string; result: string }
  | { kind: 'certificate'; serial: string; oid: string; revoked: boolean }
  | { kind: 'attempt'; id: string; submitted: boolean }
  | { kind: 'vehicle'; id: string }
  | { kind: 'refund'; id: string; oid: string; status: string; amount: number; number?: string }
  | { kind: 'transfer'; oid: string; to: string; amount: number };

const keyOf = (a: Ack): string => {
  switch (a.kind) {
    case 'account':
      return `account:${a.email}`;
    case 'role':
      return `role:${a.email}`;
    case 'order':
      return `order:${a.oid}`;
    case 'payment':
    case 'enquiry':
    case 'batch':
    case 'test':
    case 'attempt':
    case 'vehicle':
    case 'refund':
      return `${a.kind}:${a.id}`;
    case 'seat':
      return `seat:${a.batchId}:${a.oid}`;
    case 'mark':
      return `mark:${a.batchId}:${a.oid}:${a.date}`;
    case 'certificate':
      return `certificate:${a.serial}`;
    case 'transfer':
      return `transfer:${a.oid}`;
  }
};

export class Acks {
  private byKey = new Map<string, Ack>();
  /** Writes acknowledged in all (a thing written twice counts twice). */
  count = 0;

  add(a: Ack): void {
    this.count++;
    this.byKey.set(keyOf(a), a);
  }

  all(): Ack[] {
    return [...this.byKey.values()];
  }

  of<K extends Ack['kind']>(kind: K): Extract<Ack, { kind: K }>[] {
    return this.all().filter((a): a is Extract<Ack, { kind: K }> => a.kind === kind);
  }
}
