import type { ApiDoc, ApiProp } from '../../api-reference/types';

function cell(text: string | undefined): string {
  return (text ?? '').replace(/\r?\n+/g, ' ').replace(/\|/g, '\\|').trim();
}

function table(title: string, members: ApiProp[]): string {
  if (members.length === 0) return '';
  const rows = members.map((member) => `| ${cell(member.name)}${member.required ? ' *' : ''} | \`${cell(member.type)}\` | ${member.default ? `\`${cell(member.default)}\`` : ''} | ${cell(member.deprecated ? `Deprecated: ${member.deprecated} ${member.description}` : member.description)} |`);
  return [`### ${title}`, '', '| Name | Type | Default | Description |', '| --- | --- | --- | --- |', ...rows, ''].join('\n');
}

/** An API entry as Markdown: import, then tables of props, slots and classes (or parameters, properties). */
export function apiDocToMarkdown(doc: ApiDoc, headingLevel: 2 | 3 = 2): string {
  const hashes = '#'.repeat(headingLevel);
  const parts = [`${hashes} ${doc.name}`, '', doc.description, '', '```tsx', ...doc.imports, '```', ''];
  if (doc.kind === 'component') {
    parts.push(table('Props', doc.props));
    if (doc.inherits.length > 0) parts.push(`Props of ${doc.inherits.map((parent) => parent.component).join(', ')} are also available.`, '');
    if (doc.slots.length > 0) {
      parts.push('### Slots', '', '| Name | Default | Class | Description |', '| --- | --- | --- | --- |');
      parts.push(...doc.slots.map((slot) => `| ${cell(slot.name)} | ${slot.default ? `\`${cell(slot.default)}\`` : ''} | ${slot.className ? `\`.${slot.className}\`` : ''} | ${cell(slot.description)} |`), '');
    }
    if (doc.classes.length > 0) {
      parts.push('### CSS classes', '', '| Rule | Global class | Description |', '| --- | --- | --- |');
      parts.push(...doc.classes.map((entry) => `| ${cell(entry.key)} | \`.${cell(entry.className)}\` | ${cell(entry.description)} |`), '');
    }
    if (doc.cssVariables.length > 0) parts.push('### CSS variables', '', ...doc.cssVariables.map((variable) => `- \`${variable}\``), '');
  } else if (doc.kind === 'hook') {
    parts.push(table('Parameters', doc.parameters), table('Return value', doc.returnValue));
  } else {
    parts.push(table('Properties', doc.properties));
  }
  return parts.join('\n').replace(/\n{3,}/g, '\n\n');
}
