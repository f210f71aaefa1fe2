/**
 * CSV that Excel opens right: UTF-8 with a byte-order mark (without it Excel reads the bytes as the
 * machine's ANSI code page and Bengali turns to gibberish), CRLF line ends, every field quoted.
 * A cell that starts like a formula (`=`, `+`, `-`, `@`, tab, CR) is written with a leading `'`,
 * so a name typed into a booking form can never run as a formula on the office's computer.
 */
export function toCsv(header: string[], rows: Array<Array<string | number>>): string {
  const cell = (value: string | number) => {
    const text = typeof value === 'number' ? String(value) : /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
    return `"${text.replace(/"/g, '""')}"`;
  };
  return `\uFEFF${[header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}
