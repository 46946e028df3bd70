/**
 * Lets every request a client in this process has already sent arrive at a server in this
 * process. Bytes written on loopback are in the server's socket at once; the event loop then
 * takes a turn for each step left (the client's connect and write, the server's accept, its read):
 * two turns for a request sent, three for the first a server takes (test/sandbox/settle.test.ts
 * holds it to a connection just opened), however busy the machine is. A client that times out
 * hands its error on before the server's turn comes: read what a server received, or reset what
 * it counts, only after this.
 */
export async function sentRequestsArrived() {
	for (let turn = 0; turn < TURNS; turn++) await new Promise((resolve) => setImmediate(resolve));
}
/** The turns above, and one more */
const TURNS = 4;
