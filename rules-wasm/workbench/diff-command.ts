export async function diffCommand(_root: string, _args: string[]): Promise<string> {
  throw new Error('not yet');
}
