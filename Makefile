# The two commands: `make start` (install, build, run the product at http://localhost:3000)
# and `make test` (lint, typecheck, unit, service and integration tests).
#
# Everything runs on the Node pinned in .node-version (24 LTS). When the machine's own Node is
# older, scripts/ensure-node.sh fetches the pinned one from the npm registry into .tools/node.
.PHONY: start test install build test-e2e test-faults bench start-distributed clean node

NODE_BIN := $(shell bash scripts/ensure-node.sh)
export PATH := $(NODE_BIN):$(PATH)

# npm ci installs exactly the lock; it runs again only when a manifest or the lock changed.
node_modules/.installed: package.json package-lock.json */package.json services/*/package.json
	npm ci --no-audit --no-fund --loglevel=error
	@touch $@

install: node_modules/.installed

node:
	@echo "node $$(node --version) from $(NODE_BIN)"

# The web app is rebuilt only when something under web/ or contracts/ changed since the last build.
WEB_SOURCES := $(shell find web/src web/public web/index.html web/vite.config.ts web/precompress.ts web/package.json contracts/src -type f 2>/dev/null)
web/dist/index.html: node_modules/.installed $(WEB_SOURCES)
	npm run build

build: web/dist/index.html

start: build
	npm start

test: install
	npm test

# Browser tests in Debian's chromium against the built app (built first when stale).
test-e2e: build
	npm run test:e2e

# The distributed system under a burst while each dependency and process fails in turn (needs
# PostgreSQL at DATABASE_URL and the nats-server and redis-server binaries; about 15 minutes).
test-faults: build
	npm run test:faults

bench: build
	npm run bench

# Gateway, services and workers as separate processes.
# Needs DATABASE_URL, NATS_URL and REDIS_URL (SMTP_URL optional).
start-distributed: build
	node --import tsx scripts/start-distributed.ts

clean:
	rm -rf .data web/dist
