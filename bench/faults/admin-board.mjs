// The faults bench's admins (issue 48): the live board, its list every 3 s (through the history's client)
// and its socket's adminOrderUpdate events, counted, until arrivals stop.
import { io } from 'socket.io-client';
import { sleep } from './history-client.mjs';

/**
 * @param {{ person: { token: string }; i: number; target: string; call: (request: object) => Promise<unknown>;
 *   until: () => boolean; counts: { boardEvents: number } }} options
 */
export async function watchBoard({ person, i, target, call, until, counts }) {
  const me = { token: person.token, ip: `10.7.0.${i}` };
  const socket = io(target, {
    transports: ['websocket'],
    auth: { token: me.token },
    extraHeaders: { 'x-forwarded-for': me.ip },
  });
  socket.on('adminOrderUpdate', () => {
    counts.boardEvents += 1;
  });
  while (!until()) {
    await call({ method: 'GET', path: '/api/admin/orders?active=true', token: me.token, ip: me.ip });
    await sleep(3000);
  }
  socket.close();
}
