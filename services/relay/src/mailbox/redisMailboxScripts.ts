import { createHash } from 'node:crypto'

// Lua run inside Redis, so each step is atomic across relay processes sharing one Redis. The relay runs them
// by their SHA1 (EVALSHA), sending the source only when Redis does not know it yet (runRedisScript).

/** A Lua script and its SHA1, by which Redis runs it once it has seen it. */
export interface RedisScript {
  source: string
  sha1: string
}

const defineScript = (source: string): RedisScript => ({
  source,
  sha1: createHash('sha1').update(source).digest('hex'),
})

// Frees the bytes of a ledger's expired entries. A ledger is a sorted set of `bytes:stored-at:msg-key` (older
// relays wrote `bytes:msg-key`; one entry may count several messages stored together, see STORE_SCRIPT) scored
// by when the message expires, and a counter of their sum.
const PRUNE = `
local function prune(ledger, sum, now)
  local expired = redis.call('ZRANGEBYSCORE', ledger, '-inf', now, 'LIMIT', 0, 10000)
  if #expired > 0 then
    local freed = 0
    for _, member in ipairs(expired) do freed = freed + tonumber(string.match(member, '^(%d+):')) end
    redis.call('ZREM', ledger, unpack(expired))
    redis.call('DECRBY', sum, freed)
  end
  return tonumber(redis.call('GET', sum) or '0')
end
local function nowMs()
  local time = redis.call('TIME')
  return tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
end
local function extend(key, ttl)
  if redis.call('PTTL', key) < ttl then redis.call('PEXPIRE', key, ttl) end
end
`

/** Fields of one message in {@link STORE_SCRIPT}'s ARGV, after the shared ones. */
export const STORE_ARGS_PER_MESSAGE = 7

/**
 * Stores a batch of messages, each as one store would, in order. KEYS: global ledger, global sum. ARGV:
 * unsubscribed TTL (ms), client quota, global quota, key prefix, then per message its JSON without `ttl`,
 * publisher id, TTL (ms), bytes, hash, publishedAt, topic; the script builds each message's keys (msg, topic,
 * subs, ack, client ledger and sum, as createRedisMailbox names them) from the prefix, so one Redis holds a
 * batch's keys (not Redis Cluster, where a batch's keys span slots anyway). Time is Redis's own, so expiries
 * and ledgers agree whichever process wrote them; each ledger is pruned once per batch. Returns status and value per message: stored (TTL in ms), exists (its TTL in ms), client or global
 * (quota refused, with the bytes already stored).
 */
export const STORE_SCRIPT = defineScript(`${PRUNE}
local now = nowMs()
local unsubscribedTtl, clientQuota, globalQuota = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3])
-- Live bytes per ledger: pruned on first use in this batch, then kept here; the sums are written once, at the end.
local sums, added, order = {}, {}, {}
local function live(ledger, sum)
  if sums[sum] == nil then
    sums[sum] = prune(ledger, sum, now)
    added[sum] = 0
    order[#order + 1] = sum
  end
  return sums[sum]
end
-- The messages of one batch that share a ledger and an expiry are one member, \`bytes:stored-at:first-msg-key\`
-- (time stands still in a script, so they expire together and free their bytes together): one ZADD per ledger
-- and TTL in a batch instead of one per message. The stored-at keeps a former copy of a message that is not
-- pruned yet as its own member, so its bytes are freed once, when it expires.
local entries, entryOrder = {}, {}
local function count(ledger, sum, msg, bytes, expiresAt)
  local id = ledger .. ' ' .. expiresAt
  local entry = entries[id]
  if entry == nil then
    entry = { ledger = ledger, msg = msg, bytes = 0, expiresAt = expiresAt }
    entries[id] = entry
    entryOrder[#entryOrder + 1] = entry
  end
  entry.bytes = entry.bytes + bytes
  sums[sum] = sums[sum] + bytes
  added[sum] = added[sum] + bytes
end
-- Time stands still in a script, so a key extended to a TTL keeps at least it until the batch ends.
local extended = {}
local function extendOnce(key, ttl)
  if (extended[key] or 0) >= ttl then return end
  extend(key, ttl)
  extended[key] = ttl
end
-- Whether a live subscription of another client than the publisher holds the topic; once per batch each.
local heardBy = {}
local function isHeard(subs, publisher)
  local known = heardBy[subs .. ' ' .. publisher]
  if known ~= nil then return known end
  local heard = false
  for _, member in ipairs(redis.call('ZRANGEBYSCORE', subs, '(' .. now, '+inf')) do
    if string.sub(member, 1, #publisher + 1) ~= publisher .. ' ' then heard = true break end
  end
  heardBy[subs .. ' ' .. publisher] = heard
  return heard
end
-- The TTL a stored message was given: written first by this script; older relays wrote any JSON.
local function storedTtl(raw)
  local seconds = string.match(raw, '^{"ttl":(%d+),')
  if seconds then return tonumber(seconds) * 1000 end
  return cjson.decode(raw).ttl * 1000
end
local function store(msg, topic, subs, ack, ownLedger, ownSum, json, publisher, ttl, bytes, hash, publishedAt)
  if not isHeard(subs, publisher) then ttl = math.min(ttl, unsubscribedTtl) end
  -- Written only if no live copy exists (one call for the check and the write); taken back if over a quota.
  local body = '{"ttl":' .. string.format('%d', ttl / 1000) .. ',' .. string.sub(json, 2)
  if not redis.call('SET', msg, body, 'PX', ttl, 'NX') then
    local existing = redis.call('PTTL', msg)
    redis.call('SADD', ack, publisher)
    redis.call('PEXPIRE', ack, existing)
    return 'exists', storedTtl(redis.call('GET', msg))
  end
  local own = live(ownLedger, ownSum)
  if own + bytes > clientQuota then redis.call('DEL', msg) return 'client', own end
  local total = live(KEYS[1], KEYS[2])
  if total + bytes > globalQuota then redis.call('DEL', msg) return 'global', total end
  redis.call('ZADD', topic, publishedAt, hash)
  extendOnce(topic, ttl)
  redis.call('DEL', ack)
  redis.call('SADD', ack, publisher)
  redis.call('PEXPIRE', ack, ttl)
  local expiresAt = now + ttl
  count(ownLedger, ownSum, msg, bytes, expiresAt)
  -- A client's ledger and sum live as long as its longest message; extended once written, at the end.
  extended[ownLedger] = math.max(extended[ownLedger] or 0, ttl)
  extended[ownSum] = math.max(extended[ownSum] or 0, ttl)
  count(KEYS[1], KEYS[2], msg, bytes, expiresAt)
  return 'stored', ttl
end
local results = {}
-- A message's keys are built here from the prefix, its topic, hash and publisher: a third of the bytes sent.
local prefix = ARGV[4]
for i = 0, (#ARGV - 4) / ${STORE_ARGS_PER_MESSAGE} - 1 do
  local a = 4 + i * ${STORE_ARGS_PER_MESSAGE}
  local publisher, hash, topic = ARGV[a + 2], ARGV[a + 5], ARGV[a + 7]
  local own = prefix .. 'bytes:client:' .. publisher
  local status, value = store(prefix .. 'msg:' .. topic .. ':' .. hash, prefix .. 'topic:' .. topic,
    prefix .. 'subs:' .. topic, prefix .. 'ack:' .. topic .. ':' .. hash, own, own .. ':sum',
    ARGV[a + 1], publisher, tonumber(ARGV[a + 3]), tonumber(ARGV[a + 4]), hash, ARGV[a + 6])
  results[#results + 1] = status
  results[#results + 1] = value
end
local ledgers = {}
for _, entry in ipairs(entryOrder) do
  redis.call('ZADD', entry.ledger, entry.expiresAt, entry.bytes .. ':' .. now .. ':' .. entry.msg)
  if ledgers[entry.ledger] == nil then ledgers[entry.ledger] = true ledgers[#ledgers + 1] = entry.ledger end
end
-- The global ledger and sum do not expire.
for _, ledger in ipairs(ledgers) do
  if ledger ~= KEYS[1] and extended[ledger] then extend(ledger, extended[ledger]) end
end
for _, sum in ipairs(order) do
  if added[sum] > 0 then redis.call('INCRBY', sum, added[sum]) end
  if sum ~= KEYS[2] and extended[sum] then extend(sum, extended[sum]) end
end
return results
`)

/**
 * Records a batch of acknowledgements, each only while its message lives. KEYS: per acknowledgement its ack set.
 * ARGV: per acknowledgement the client id. A stored message's ack set (holding its publisher) expires with it,
 * so the set exists exactly while the message does, and adding to it keeps its expiry.
 */
export const ACK_SCRIPT = defineScript(`
for i = 1, #ARGV do
  if redis.call('EXISTS', KEYS[i]) == 1 then redis.call('SADD', KEYS[i], ARGV[i]) end
end
return #ARGV
`)

/**
 * Adds or renews a socket's subscription and drops lapsed ones. KEYS: subs. ARGV: member, TTL (ms).
 */
export const SUBSCRIBE_SCRIPT = defineScript(`
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local ttl = tonumber(ARGV[2])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
redis.call('ZADD', KEYS[1], now + ttl, ARGV[1])
redis.call('PEXPIRE', KEYS[1], ttl)
return 1
`)
