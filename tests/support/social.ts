// Buddyships made the way members make them: a request over HTTP and its acceptance.
import type { Auth, TestServer } from './server.js';

export async function userNameOf(server: TestServer, auth: Pick<Auth, 'headers'>): Promise<string> {
  const response = await server.api('GET', '/auth/session', { auth });
  return response.body.data.userInfo.userName;
}

export async function makeBuddies(server: TestServer, a: Auth, b: Auth) {
  const request = await server.api('POST', '/buddies/requests', { auth: a, body: { userName: await userNameOf(server, b) } });
  if (request.status !== 201) throw new Error(`Buddy request failed: ${JSON.stringify(request.body)}`);
  const accepted = await server.api('POST', `/buddies/requests/${request.body.data.buddyshipId}/accept`, { auth: b });
  if (accepted.status !== 200) throw new Error(`Accepting failed: ${JSON.stringify(accepted.body)}`);
}
