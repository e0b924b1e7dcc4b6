vcl 4.1;
# Varnish in front of the shop (docs/deployment.md, ADR 0034). Written for Varnish 7.1 and
# varnish-modules 0.20 (xkey), as Debian bookworm ships them.
#
# The shop decides what may be kept, and says so on each answer (ADR 0013):
#   - a public page it may share carries `Surrogate-Control: max-age=N` and its cache tags in
#     `Surrogate-Key`: Varnish keeps it N seconds, or until a purge names one of its tags;
#   - everything else (cart, checkout, account, calls, a page that read the session, one that
#     sets a cookie, an address the shop does not keep) has no Surrogate-Control: passed through.
# Cached pages are rendered by the shop from the address alone (no cookie, header or language
# reaches them), so one copy serves every visitor, signed in or not.
#
# Purges: the shop POSTs each purge to PAGE_CACHE_PURGE_URL (http://<varnish>/_purge here) with
# the tags in a `Surrogate-Key` header; only the addresses in `purgers` may.

import std;
import directors;
import xkey;

# Health check: a sick shop process gets no requests; when all are sick, pages are served stale
# (grace, below) until one is back.
probe healthz {
  .url = "/healthz";
  .timeout = 1s;
  .interval = 2s;
  .window = 3;
  .threshold = 2;
}

# One backend per shop process (or per host, behind its own WORKERS). Add as many as you run.
backend shop1 {
  .host = "127.0.0.1";
  .port = "3000";
  .probe = healthz;
  .connect_timeout = 2s;
  .first_byte_timeout = 30s;
}

backend shop2 {
  .host = "127.0.0.1";
  .port = "3001";
  .probe = healthz;
  .connect_timeout = 2s;
  .first_byte_timeout = 30s;
}

# Who may purge: the shop's hosts. Loopback only here; add your shop hosts' addresses.
acl purgers {
  "127.0.0.1";
  "::1";
}

sub vcl_init {
  new shops = directors.round_robin();
  shops.add_backend(shop1);
  shops.add_backend(shop2);
}

sub vcl_recv {
  set req.backend_hint = shops.backend();

  if (req.url == "/_purge") {
    if (req.method != "POST") {
      return (synth(405, "Method Not Allowed"));
    }
    if (!client.ip ~ purgers) {
      return (synth(403, "Forbidden"));
    }
    if (!req.http.Surrogate-Key) {
      return (synth(400, "Surrogate-Key header missing"));
    }
    # Every page carries FPC: the seed command's full purge names it.
    set req.http.X-Purged = xkey.purge(req.http.Surrogate-Key);
    return (synth(200, "Purged"));
  }

  # Only reads are answered from the cache; a POST (form_key checked by the shop) goes through.
  if (req.method != "GET" && req.method != "HEAD") {
    return (pass);
  }

  # The shop's answers name the client by X-Forwarded-For (TRUSTED_PROXIES): Varnish adds itself.
  # Cookies are kept: the shop answers a private page by the session they carry, and a page it
  # shares is the same whatever they say (it decides per answer, in vcl_backend_response).

  # While a backend is healthy, a page past its time is fetched anew (at most 10 s stale);
  # while none is, the whole grace of the stored page applies.
  if (std.healthy(req.backend_hint)) {
    set req.grace = 10s;
  }
  return (hash);
}

sub vcl_hash {
  # The address only (Host is not part of a shop page: absolute URLs come from BASE_URL).
  hash_data(req.url);
  return (lookup);
}

sub vcl_backend_response {
  # Which shop process rendered the answer (kept with a stored page).
  set beresp.http.X-Served-By = beresp.backend.name;
  # Kept only when the shop says a shared cache may keep it, never when it sets a cookie.
  if (bereq.uncacheable || !beresp.http.Surrogate-Control || beresp.http.Set-Cookie || beresp.status != 200
      || beresp.http.Cache-Control ~ "(?i)private|no-store|no-cache") {
    # Hit-for-miss: the next request for the address is fetched again, and kept if it may be.
    set beresp.uncacheable = true;
    set beresp.ttl = 30s;
    return (deliver);
  }
  set beresp.ttl = std.duration(regsub(beresp.http.Surrogate-Control, "^.*max-age=([0-9]+).*$", "\1") + "s", 0s);
  if (beresp.ttl <= 0s) {
    set beresp.uncacheable = true;
    set beresp.ttl = 30s;
    return (deliver);
  }
  # xkey indexes a stored object by its `xkey` header: the shop's tags.
  set beresp.http.xkey = beresp.http.Surrogate-Key;
  # A page past its time is still served for a minute when no shop process answers.
  set beresp.grace = 60s;
  set beresp.keep = 0s;
  # Surrogate-Control is for this cache; browsers keep the shop's Cache-Control.
  unset beresp.http.Surrogate-Control;
  return (deliver);
}

sub vcl_deliver {
  unset resp.http.xkey;
  # X-Cache says what Varnish did; the shop's own cache's word is kept as X-Shop-Cache.
  if (resp.http.X-Cache) {
    set resp.http.X-Shop-Cache = resp.http.X-Cache;
  }
  if (obj.uncacheable) {
    set resp.http.X-Cache = "PASS";
  } elsif (obj.hits > 0) {
    set resp.http.X-Cache = "HIT";
  } else {
    set resp.http.X-Cache = "MISS";
  }
}

sub vcl_synth {
  if (req.url == "/_purge" && resp.status == 200) {
    set resp.http.Content-Type = "application/json";
    set resp.body = {"{"purged":"} + req.http.X-Purged + {"}"};
    return (deliver);
  }
}
