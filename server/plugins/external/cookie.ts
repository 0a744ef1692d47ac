/** @fastify/cookie for the whole app: request.cookies and reply.setCookie (the staff session, its XSRF token and the trusted-device cookie). */
import fastifyCookie from "@fastify/cookie";
import fp from "fastify-plugin";

export default fp(
  async (app) => {
    await app.register(fastifyCookie);
  },
  { name: "cookie" },
);
