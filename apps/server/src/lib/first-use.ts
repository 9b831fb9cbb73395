/**
 * A value made the first time it is asked for, then shared by every later caller: the way this
 * server loads packages only a write or an operator needs (decision 030), so a process that only
 * answers reads never pays their memory. Callers that ask while the first load is under way wait for
 * that same load. A load that fails is forgotten, so the next caller tries again rather than every
 * later one getting the same error.
 */
export function firstUse<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}
