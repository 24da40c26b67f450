import type { CommandContext } from '../context.ts';
import { deleteDocumentParts, insertDocumentPart } from '../../db/filingDocumentParts.ts';

/** Characters of a return's document stored in one part (about a mebibyte of a CSV). */
const defaultPartChars = 1 << 20;

/**
 * A return's document stored a part at a time as its rows are written (migration 061): the writing worker holds a
 * part, not the document. The head, known once every row is written, is part 0; the rows follow from part 1; the
 * tail is last. Written again, a return's parts are replaced.
 */
export class ReturnDocument {
  private body = '';
  private next = 1;

  private constructor(private readonly ctx: Pick<CommandContext, 'tx' | 'organizationId'>, private readonly filingId: string, private readonly partChars: number) {}

  static async begin(ctx: Pick<CommandContext, 'tx' | 'organizationId'>, filingId: string, partChars = defaultPartChars): Promise<ReturnDocument> {
    await deleteDocumentParts(ctx.tx, filingId);
    return new ReturnDocument(ctx, filingId, partChars);
  }

  async append(text: string): Promise<void> {
    this.body += text;
    if (this.body.length >= this.partChars) await this.store();
  }

  async finish(head: string, tail: string): Promise<void> {
    await this.store();
    if (head) await insertDocumentPart(this.ctx.tx, this.ctx.organizationId, this.filingId, 0, head);
    this.body = tail;
    await this.store();
  }

  /** A blocked return has no document. */
  async discard(): Promise<void> {
    this.body = '';
    await deleteDocumentParts(this.ctx.tx, this.filingId);
  }

  private async store(): Promise<void> {
    if (!this.body) return;
    const text = this.body;
    this.body = '';
    await insertDocumentPart(this.ctx.tx, this.ctx.organizationId, this.filingId, this.next++, text);
  }
}
