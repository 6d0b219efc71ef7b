// supabase-js clients for Node 20, as the SPA builds them in the browser. Node 20 has no
// global WebSocket and the realtime client insists on one at construction; no test opens a
// realtime channel, so a transport that refuses to connect is enough.
import { createClient } from '@supabase/supabase-js';

class NoWebSocket {
  constructor() {
    throw new Error('realtime is not used in these tests');
  }
}

// An in-memory storage adapter so each client keeps its own session (and PKCE verifier).
export function memoryStorage() {
  const items = new Map();
  return {
    getItem: (key) => (items.has(key) ? items.get(key) : null),
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

export function makeClient(url, key, { flowType = 'pkce', storage = memoryStorage(), ...options } = {}) {
  return createClient(url, key, {
    auth: { flowType, storage, persistSession: true, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: globalThis.WebSocket ? {} : { transport: NoWebSocket },
    ...options,
  });
}
