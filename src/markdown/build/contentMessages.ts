import type { Node, Point, Position } from 'unist';
import { VFile } from 'vfile';

/** Where in a content file a problem is: a node (its position), a position or a point. */
export type ContentPlace = Node | Position | Point | null | undefined;

type VFileMessage = VFile['messages'][number];

/** Names of the checks, as vfile `ruleId`s: what kind of problem a message is about. */
export type ContentRule =
  | 'front-matter'
  | 'demo-directive'
  | 'playground'
  | 'unknown-demo'
  | 'unknown-component'
  | 'unknown-api'
  | 'callout'
  | 'heading'
  | 'heading-mismatch'
  | 'link'
  | 'broken-link'
  | 'broken-hash'
  | 'image'
  | 'type-check'
  | 'demo-render';

/** The VFile of a content file: its path as it should be named in messages, and its text. */
export function contentFile(location: string, value?: string): VFile {
  return new VFile({ path: location, value });
}

function toPlace(place: ContentPlace): Position | Point | undefined {
  if (!place) return undefined;
  if ('type' in place) return (place as Node).position;
  return place as Position | Point;
}

/**
 * Records a problem of a content file: what is wrong (`reason`), where, and what to do about it (`fix`,
 * the message's `note`). Every such message is fatal: the page is not built until it is fixed.
 */
export function reportProblem(file: VFile, rule: ContentRule, reason: string, place: ContentPlace, fix: string): VFileMessage {
  const message = file.message(reason, { place: toPlace(place), ruleId: rule, source: 'mui-docs' });
  message.fatal = true;
  message.note = fix;
  return message;
}

/** `file:line:column: reason` and, below it, what to do. */
export function formatMessage(message: VFileMessage): string {
  const line = message.line ?? 1;
  const column = message.column ?? 1;
  const where = `${message.file || '<content>'}:${line}:${column}`;
  return `${where}: ${message.reason}${message.note ? `\n    → ${message.note}` : ''}`;
}

/** Every problem of one or more content files, thrown so the build, the dev server and check:content show them. */
export class ContentError extends Error {
  readonly messages: VFileMessage[];

  constructor(messages: VFileMessage[]) {
    super(messages.map(formatMessage).join('\n'));
    this.name = 'ContentError';
    this.messages = messages;
  }
}

/** Throws a ContentError holding the files' fatal messages, each file's in the order of their lines, if there are any. */
export function throwIfProblems(...files: VFile[]): void {
  const byPlace = (a: VFileMessage, b: VFileMessage) => (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0);
  const fatal = files.flatMap((file) => file.messages.filter((message) => message.fatal).sort(byPlace));
  if (fatal.length > 0) throw new ContentError(fatal);
}
