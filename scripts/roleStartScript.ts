/**
 * What a role's source start script hands `node` (`… && exec node <flags> <file> [role]`): the flags that cap its
 * heap, then what it runs. The runtime package (build-dist.ts) and the benchmarks start each role with these.
 */
export function nodeArgsOfStartScript(script: string): string[] {
  const words = script.trim().split(/\s+/);
  return words.slice(words.lastIndexOf('node') + 1);
}
