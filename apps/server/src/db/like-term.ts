/** A LIKE pattern containing `word`, its wildcards escaped so a search for "50%" finds "50%". */
export function likeTerm(word: string): string {
  return `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
