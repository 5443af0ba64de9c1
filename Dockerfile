# One image for the whole app: the API serves /api, /uploads and the built web app on one origin.
FROM node:20-bookworm-slim AS build
WORKDIR /app
RUN npm install -g pnpm@10
COPY . .
RUN pnpm install --frozen-lockfile && pnpm build

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data
COPY --from=build /app /app
VOLUME /data
EXPOSE 3000
USER node
# The Node flags of apps/api's start script (docs/decisions/037-generic-plans-and-young-generation.md).
CMD ["node", "--max-semi-space-size=64", "apps/api/dist/main.js"]
