import fastifyCompress from "@fastify/compress";
import type { FastifyInstance } from "fastify";

/**
 * Compresses answers of 1 KB or more for clients that accept it (issue 28). On a phone on slow
 * 4G an answer's bytes are its time: Home's task list was 75 KB of JSON (under 4 KB in brotli,
 * about 0.4 ms of CPU) and went out as is. The built web files are compressed once by the build
 * and sent with their encoding set, which this leaves alone; so are media, whose types are not
 * compressible. Request bodies are not decompressed: no client of this API sends them encoded.
 * Registered before the routes: it hooks each route as it is added.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, { globalDecompression: false, threshold: 1024 });
}
