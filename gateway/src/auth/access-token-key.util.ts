import { createSecretKey, type KeyObject } from 'node:crypto';

/** The injection token of the access tokens' signing key (a KeyObject, see accessTokenKey). */
export const ACCESS_TOKEN_KEY = Symbol('ACCESS_TOKEN_KEY');

/**
 * The HS256 key of access tokens, made once. Handed a string instead, jsonwebtoken 9 first tries
 * it as a PEM public key on every sign and verify (`createPublicKey` throws, then it falls back):
 * about 0.6 ms of CPU per request, against about 10 µs with a secret KeyObject.
 */
export const accessTokenKey = (secret: string): KeyObject => createSecretKey(Buffer.from(secret, 'utf8'));
