# The two commands: `make start` (install, build, run the product at http://localhost:3000)
# and `make test` (lint, typecheck, unit, service and integration tests).
.PHONY: start test install build test-e2e bench start-distributed clean

node_modules/.installed: package.json package-lock.json */package.json services/*/package.json
	@# npm ci refuses this lock: the registry mirror lacks other platforms' optional binaries.
	npm install --no-audit --no-fund
	@touch $@

install: node_modules/.installed

build: install
	npm run build

start: build
	npm start

test: install
	npm test

# Browser tests in Debian's chromium against the built app.
test-e2e: build
	npm run test:e2e

bench: build
	npm run bench

# Gateway, quote, messaging and the notifications worker as separate processes.
# Needs DATABASE_URL, NATS_URL and REDIS_URL (SMTP_URL optional).
start-distributed: build
	node --import tsx scripts/start-distributed.ts

clean:
	rm -rf .data web/dist
