# ruff: noqa: E501  (the page's own lines)
"""The page a phone seat opens: shows its frames, sends taps, long presses and keys
(game/table/phone_server.py serves it; nothing else is served)."""

PAGE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Serpentarium: your entry</title>
<style>
html{scrollbar-width:none}
html::-webkit-scrollbar{display:none}
html,body{margin:0;background:#1b1f27;color:#e8e8e8;font:16px sans-serif;touch-action:manipulation}
body{padding-bottom:48px}
#frame{display:block;width:100%;max-width:none;height:auto;user-select:none;-webkit-user-select:none;-webkit-touch-callout:none}
#bar{position:fixed;left:0;right:0;bottom:0;height:48px;display:flex;gap:6px;padding:4px;box-sizing:border-box;background:#11141a}
#bar button{flex:1;font-size:16px;background:#2c3442;color:#fff;border:1px solid #56627a;border-radius:6px}
#status{position:fixed;top:0;left:0;right:0;padding:6px;text-align:center;background:#7a2a2a;display:none}
#typing{position:fixed;left:-200px;top:0;width:10px;height:10px;opacity:0}
</style></head><body>
<div id="status">Connecting…</div>
<img id="frame" alt="Your entry screen">
<input id="typing" autocomplete="off" autocapitalize="off" aria-label="Keys">
<div id="bar"><button id="undo">Undo</button><button id="redo">Redo</button><button id="zoom">Zoom</button><button id="keys">Keys</button></div>
<script>
"use strict";
const img = document.getElementById("frame"), status = document.getElementById("status");
const typing = document.getElementById("typing");
let sock = null, wait = 500, shown = null, press = null;
let frameSize = null;  // the shown frame's size: taps map to it while the next one loads
function send(data){ if (sock && sock.readyState === 1) sock.send(JSON.stringify(data)); }
document.addEventListener("visibilitychange", () => { if (document.hidden) send({type:"flush"}); });
addEventListener("pagehide", () => send({type:"flush"}));  // the draft is written before it sleeps
function view(){ send({type:"view", w:Math.round(innerWidth), h:Math.round(innerHeight - 48)}); }
function connect(){
  const scheme = location.protocol === "https:" ? "wss://" : "ws://";
  sock = new WebSocket(scheme + location.host + location.pathname + "/ws");
  sock.binaryType = "blob";
  sock.onopen = () => { wait = 500; status.style.display = "none"; view(); };
  sock.onmessage = (event) => {
    if (typeof event.data === "string") return;
    const url = URL.createObjectURL(event.data);
    img.onload = () => {
      if (shown) URL.revokeObjectURL(shown);
      shown = url; frameSize = {w:img.naturalWidth, h:img.naturalHeight}; fit();
    };
    img.src = url;
  };
  sock.onclose = () => {
    status.textContent = "Connection lost: trying again…"; status.style.display = "block";
    setTimeout(connect, wait); wait = Math.min(wait * 2, 5000);
  };
}
const zoom = document.getElementById("zoom");
function zoomed(){ return frameSize !== null && frameSize.w > innerWidth + 1; }
function fit(){  // a zoomed frame is shown at its own size: the page pans it
  img.style.width = zoomed() ? frameSize.w + "px" : "100%";
  zoom.textContent = zoomed() ? "Fit" : "Zoom";
}
zoom.onclick = () => send({type:"zoom", on:!zoomed()});
function point(event){
  const box = img.getBoundingClientRect();
  if (!frameSize) return null;
  const scale = Math.min(box.width / frameSize.w, box.height / frameSize.h);
  const x = Math.floor((event.clientX - box.left) / scale), y = Math.floor((event.clientY - box.top) / scale);
  if (x < 0 || y < 0 || x >= frameSize.w || y >= frameSize.h) return null;
  return {x:x, y:y};
}
img.addEventListener("pointerdown", (event) => {
  event.preventDefault();
  const at = point(event); if (!at) return;
  press = {at:at, held:false};
  press.timer = setTimeout(() => { press.held = true; send({type:"hold", x:at.x, y:at.y}); }, 550);
});
img.addEventListener("pointerup", (event) => {
  event.preventDefault();
  if (!press) return;
  clearTimeout(press.timer);
  if (!press.held) send({type:"tap", x:press.at.x, y:press.at.y});
  press = null;
});
img.addEventListener("pointercancel", () => { if (press) clearTimeout(press.timer); press = null; });  // the page scrolled
img.addEventListener("contextmenu", (event) => event.preventDefault());
const names = {" ":"Space"};
document.addEventListener("keydown", (event) => {
  if (event.key === "Unidentified" || event.key === "Process") return;
  event.preventDefault();
  send({type:"key", key:(names[event.key] || event.key).slice(0, 16), ctrl:event.ctrlKey, shift:event.shiftKey});
});
typing.addEventListener("input", () => {
  for (const ch of typing.value) send({type:"key", key:names[ch] || ch, ctrl:false, shift:false});
  typing.value = "";
});
document.getElementById("undo").onclick = () => send({type:"key", key:"z", ctrl:true, shift:false});
document.getElementById("redo").onclick = () => send({type:"key", key:"y", ctrl:true, shift:false});
document.getElementById("keys").onclick = () => typing.focus();
addEventListener("resize", view);
connect();
</script></body></html>
"""
