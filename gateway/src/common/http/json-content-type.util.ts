/**
 * The content type of every JSON answer, also those the gateway writes itself as text: a body
 * relayed from a service as it was written (`RpcClient.relay`) or an error written on the socket.
 */
export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';
