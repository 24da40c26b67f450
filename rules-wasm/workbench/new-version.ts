export async function newVersion(_root: string, _args: string[]): Promise<string> {
  throw new Error('not yet');
}
