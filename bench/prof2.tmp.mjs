const base = 'http://127.0.0.1:8690';
const call = async (path, body) => (await fetch(base + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).json();
const token = (await call('/api/login/login', { username: 'demo', password: 'demo123456' })).data.token;
const lists = await call('/api/cart/goodslists', { token });
const ids = [...lists.data.data, ...lists.data.bundling].map((l) => l.cart_id);
let n = 0; const end = Date.now() + 10000;
await Promise.all(Array.from({ length: 8 }, async () => { while (Date.now() < end) { await call('/api/Cart/calculate', { token, cart_ids: ids }); n++; } }));
console.log('req/s', n / 10, ids.length);
