/** @fastify/accepts: `request.accepts()` for content negotiation (a plain form post asks for a page, a script for JSON). */
import fastifyAccepts from "@fastify/accepts";
import fp from "fastify-plugin";

export default fp(
  async (app) => {
    await app.register(fastifyAccepts);
  },
  { name: "accepts" },
);
