-- bench:mix's load (bench/mix.ts): wrk, one thread, draws each request from a mix written by the
-- bench into a folder, given after wrk's "--":
--   wrk -t1 -c50 -d8s -s bench/mix/mix.lua http://127.0.0.1:PORT -- <folder> <mix> <signed-in share> <seed>
-- <folder>/<mix>.mix: one line per kind of request, "weight<TAB>prefix<TAB>list<TAB>suffix"; the
-- path is prefix .. item .. suffix, with the item drawn from <folder>/<list>.txt (one item a line,
-- the most visited first) by a Zipf law of exponent 1, or one or two random words of
-- <folder>/words.txt when the list is "@search", or nothing when the list is "-". The lists' lines
-- are padded with spaces to one width, so that an item is read where it lies (a seek and a read)
-- and a list of a million gigs costs the start of the run nothing.
-- <folder>/cookies.txt: session cookies of signed-in readers; a request carries one of them with
-- the probability <signed-in share>.
-- done() prints one JSON line: requests, duration, errors, latency percentiles (microseconds), and
-- how many requests were sent (the difference: still unanswered when the time was up).

local kinds, total = {}, 0
local lists = {}
local anonymous, signedIn = nil, {}
local share = 0
sent = 0

local function readLines(file)
  local lines = {}
  for line in io.lines(file) do
    if line ~= "" then lines[#lines + 1] = line end
  end
  return lines
end

local function headers(cookie)
  local list = { ["Accept-Encoding"] = "gzip, br", ["Accept"] = "application/json, text/html;q=0.9, */*;q=0.8" }
  if cookie then list["Cookie"] = cookie end
  return list
end

-- A list on disk: its file, the width of a line (newline included) and the number of items.
local function openList(file)
  local handle = assert(io.open(file, "rb"))
  local first = handle:read("*l")
  local width = #first + 1
  local count = math.floor(handle:seek("end") / width)
  handle:setvbuf("no")
  return { handle = handle, width = width, count = count }
end

local function itemAt(list, k)
  list.handle:seek("set", (k - 1) * list.width)
  return list.handle:read(list.width - 1):match("^(%S*)")
end

function init(args)
  local folder = args[1]
  share = tonumber(args[3]) or 0
  math.randomseed(tonumber(args[4]) or os.time())
  for _, line in ipairs(readLines(folder .. "/" .. args[2] .. ".mix")) do
    local weight, prefix, list, suffix = line:match("^([^\t]+)\t([^\t]*)\t([^\t]*)\t?(.*)$")
    if list ~= "-" and not lists[list] then
      lists[list] = openList(folder .. "/" .. (list == "@search" and "words" or list) .. ".txt")
    end
    total = total + tonumber(weight)
    kinds[#kinds + 1] = { upTo = total, prefix = prefix, list = list, suffix = suffix }
  end
  anonymous = headers(nil)
  if share > 0 then
    for _, cookie in ipairs(readLines(folder .. "/cookies.txt")) do signedIn[#signedIn + 1] = headers(cookie) end
  end
end

-- Rank k of n with probability ln((k+1)/k) / ln(n+1), about 1/(k ln n): Zipf with exponent 1.
local function zipf(n)
  local k = math.floor(math.exp(math.random() * math.log(n + 1)))
  if k > n then return n end
  return k
end

local function item(kind)
  if kind.list == "-" then return "" end
  local list = lists[kind.list]
  if kind.list == "@search" then
    local first = itemAt(list, math.random(list.count))
    if math.random() < 0.5 then return first end
    return first .. "%20" .. itemAt(list, math.random(list.count))
  end
  return itemAt(list, zipf(list.count))
end

function request()
  local r = math.random() * total
  local kind = kinds[#kinds]
  for i = 1, #kinds do
    if r < kinds[i].upTo then
      kind = kinds[i]
      break
    end
  end
  local path = kind.prefix .. item(kind) .. kind.suffix
  sent = sent + 1
  if share > 0 and #signedIn > 0 and math.random() < share then
    return wrk.format("GET", path, signedIn[math.random(#signedIn)])
  end
  return wrk.format("GET", path, anonymous)
end

local threads = {}

function setup(thread)
  threads[#threads + 1] = thread
end

function done(summary, latency, requests)
  local sentTotal = 0
  for _, thread in ipairs(threads) do sentTotal = sentTotal + (thread:get("sent") or 0) end
  local e = summary.errors
  io.write(string.format(
    '\nMIX-RESULT {"requests":%d,"durationUs":%d,"bytes":%d,"sent":%d,' ..
      '"errors":{"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d},' ..
      '"latencyUs":{"p50":%d,"p90":%d,"p99":%d,"max":%d,"mean":%.1f}}\n',
    summary.requests, summary.duration, summary.bytes, sentTotal, e.connect, e.read, e.write, e.status, e.timeout,
    latency:percentile(50.0), latency:percentile(90.0), latency:percentile(99.0), latency.max, latency.mean))
end
