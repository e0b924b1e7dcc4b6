/**
 * Script-injection payloads for the end-to-end XSS corpus (issue 17, item 9), written for this
 * suite from the well-known filter-evasion techniques: script elements in every spelling, event
 * handlers on the elements that fire them without a click, script URLs with case, entity,
 * whitespace and encoding tricks, SVG and MathML namespace confusion, markup that breaks out of
 * attributes, raw-text elements and JSON, and template syntax. Every payload that runs calls
 * `__xss(n)`, which the spec exposes and expects never to be called.
 */
export const XSS_CORPUS: readonly string[] = [
  // Script elements
  '<script>__xss(1)</script>',
  '<ScRiPt>__xss(2)</sCrIpT>',
  '<script src="data:text/javascript,__xss(3)"></script>',
  '<script\n>__xss(4)</script\n>',
  '<scr<script>ipt>__xss(5)</scr</script>ipt>',
  '</script><script>__xss(6)</script>',
  '"};__xss(7);//',
  "';__xss(8);//",
  // Event handlers that fire on their own
  '<img src=x onerror=__xss(9)>',
  '<img src="x" onerror="&#95;&#95;xss(10)">',
  '<img/src/onerror=__xss(11)>',
  '<svg onload=__xss(12)>',
  '<svg><animate onbegin=__xss(13) attributeName=x dur=1s>',
  '<body onload=__xss(14)>',
  '<input autofocus onfocus=__xss(15)>',
  '<details open ontoggle=__xss(16)>',
  '<video><source onerror=__xss(17)></video>',
  '<audio src=x onerror=__xss(18)>',
  '<iframe onload=__xss(19)></iframe>',
  '<object data=x onerror=__xss(20)></object>',
  '<style onload=__xss(21)></style>',
  '<marquee onstart=__xss(22)>x</marquee>',
  // Script URLs
  '<a href="javascript:__xss(23)" id="xss-link">x</a>',
  '<a href="JaVaScRiPt:__xss(24)">x</a>',
  '<a href="&#106;avascript:__xss(25)">x</a>',
  '<a href="&#x6A;&#x61;vascript&colon;__xss(26)">x</a>',
  '<a href="java\tscript:__xss(27)">x</a>',
  '<a href=" javascript:__xss(28)">x</a>',
  '<iframe src="javascript:parent.__xss(29)"></iframe>',
  '<form action="javascript:__xss(30)"><button id="xss-submit">go</button></form>',
  '<iframe srcdoc="<script>parent.__xss(31)</script>"></iframe>',
  '<embed src="data:text/html,<script>parent.__xss(32)</script>">',
  '<meta http-equiv="refresh" content="0;url=javascript:__xss(33)">',
  // Namespace confusion and mutation
  '<svg><style><img src=x onerror=__xss(34)></style></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=__xss(35)></style></mglyph></table></mtext></math>',
  '<noscript><p title="</noscript><img src=x onerror=__xss(36)>">',
  '<!--<img src="--><img src=x onerror=__xss(37)>',
  '<svg><a xlink:href="javascript:__xss(38)"><text y="20">x</text></a></svg>',
  // Breaking out of attributes and raw-text elements
  '"><img src=x onerror=__xss(39)>',
  "'><svg onload=__xss(40)>",
  '" autofocus onfocus="__xss(41)',
  '</title><img src=x onerror=__xss(42)>',
  '</textarea><img src=x onerror=__xss(43)>',
  // Encoded variants, in case something decodes once more than it should
  '%3Cimg%20src%3Dx%20onerror%3D__xss(44)%3E',
  '&lt;img src=x onerror=__xss(45)&gt;',
  '\\u003cimg src=x onerror=__xss(46)\\u003e',
  '+ADw-script+AD4-__xss(47)+ADw-/script+AD4-',
  // Template syntax a client-side renderer might evaluate
  "{{constructor.constructor('__xss(48)')()}}",
  '${__xss(49)}',
];
