// Lua run inside Redis, so each step is atomic across relay processes sharing one Redis.

// Frees the bytes of a ledger's expired entries. A ledger is a sorted set of `bytes:topic:hash` scored by
// when the message expires, and a counter of their sum.
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

/**
 * Stores one message. KEYS: msg, topic, subs, ack, client ledger, client sum, global ledger, global sum.
 * ARGV: message JSON, publisher id, TTL (ms), unsubscribed TTL (ms), bytes, client quota, global quota,
 * hash, publishedAt. Time is Redis's own, so expiries and ledgers agree whichever process wrote them. Returns [status, TTL in ms]; status is stored, exists, client or global (quota).
 */
export const STORE_SCRIPT = `${PRUNE}
local now = nowMs()
local existing = redis.call('PTTL', KEYS[1])
if existing > 0 then
  redis.call('SADD', KEYS[4], ARGV[2])
  redis.call('PEXPIRE', KEYS[4], existing)
  return {'exists', cjson.decode(redis.call('GET', KEYS[1])).ttl * 1000}
end
local ttl = tonumber(ARGV[3])
local heard = false
for _, member in ipairs(redis.call('ZRANGEBYSCORE', KEYS[3], '(' .. now, '+inf')) do
  if string.sub(member, 1, #ARGV[2] + 1) ~= ARGV[2] .. ' ' then heard = true break end
end
if not heard then ttl = math.min(ttl, tonumber(ARGV[4])) end
local bytes = tonumber(ARGV[5])
local own = prune(KEYS[5], KEYS[6], now)
if own + bytes > tonumber(ARGV[6]) then return {'client', own} end
local total = prune(KEYS[7], KEYS[8], now)
if total + bytes > tonumber(ARGV[7]) then return {'global', total} end
local message = cjson.decode(ARGV[1])
message.ttl = ttl / 1000
redis.call('SET', KEYS[1], cjson.encode(message), 'PX', ttl)
redis.call('ZADD', KEYS[2], ARGV[9], ARGV[8])
extend(KEYS[2], ttl)
redis.call('DEL', KEYS[4])
redis.call('SADD', KEYS[4], ARGV[2])
redis.call('PEXPIRE', KEYS[4], ttl)
local member = bytes .. ':' .. KEYS[1]
local expiresAt = now + ttl
-- A former copy of this message not pruned yet: free its bytes before counting them again.
for _, ledger in ipairs({{KEYS[5], KEYS[6]}, {KEYS[7], KEYS[8]}}) do
  if redis.call('ZREM', ledger[1], member) == 1 then redis.call('DECRBY', ledger[2], bytes) end
end
redis.call('ZADD', KEYS[5], expiresAt, member)
redis.call('INCRBY', KEYS[6], bytes)
extend(KEYS[5], ttl)
extend(KEYS[6], ttl)
redis.call('ZADD', KEYS[7], expiresAt, member)
redis.call('INCRBY', KEYS[8], bytes)
return {'stored', ttl}
`

/** Records an acknowledgement while the message lives. KEYS: msg, ack. ARGV: client id. */
export const ACK_SCRIPT = `
local ttl = redis.call('PTTL', KEYS[1])
if ttl <= 0 then return 0 end
redis.call('SADD', KEYS[2], ARGV[1])
redis.call('PEXPIRE', KEYS[2], ttl)
return 1
`

/**
 * Adds or renews a socket's subscription and drops lapsed ones. KEYS: subs. ARGV: member, TTL (ms).
 */
export const SUBSCRIBE_SCRIPT = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local ttl = tonumber(ARGV[2])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
redis.call('ZADD', KEYS[1], now + ttl, ARGV[1])
redis.call('PEXPIRE', KEYS[1], ttl)
return 1
`
