const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["./mobile-navigation-drawer-BBc-J-lm.js","./rolldown-runtime-sJBDdmOt.js","./iframe-BRbpQvqT.js","./preload-helper-Dt5pTa-y.js","./chunk-7PIQR4A3-DUuI6D6u.js","./chunk-IMSF75WX-CjLAjAi6.js","./iframe-ILpvlKOs.css","./jsx-runtime-MKhVqBIO.js","./dist-D6WtoD_U.js","./dist-DeFuxmbL.js","./dist-BfKW3ibP.js","./react-dom-DaVA_BJO.js","./dist-BXQh3oli.js","./dist-DnRGWnpd.js","./dist-C8AoviMi.js","./dist-ByKMqPgF.js","./es2015-DQwcZpzM.js","./cn-BksUxDMQ.js","./button-CoWe3urc.js","./dist-DfM7qAcG.js","./i18n-CPRzYQoL.js","./navigation-item-DhsyIxyS.js"])))=>i.map(i=>d[i]);
import{a as e,n as t}from"./rolldown-runtime-sJBDdmOt.js";import{n,t as r}from"./preload-helper-Dt5pTa-y.js";import{f as i}from"./iframe-BRbpQvqT.js";import{t as a}from"./jsx-runtime-MKhVqBIO.js";import{n as o,t as s}from"./cn-BksUxDMQ.js";import{r as c,t as l}from"./button-CoWe3urc.js";import{n as u,t as d}from"./i18n-CPRzYQoL.js";import{a as f,c as p,i as m,l as h,n as g,o as ee,r as _,s as v,t as y}from"./navigation-item-DhsyIxyS.js";function b(e){return typeof window<`u`&&typeof window.matchMedia==`function`&&window.matchMedia(e).matches}function x(e){return t=>{if(typeof window>`u`||typeof window.matchMedia!=`function`)return()=>{};let n=window.matchMedia(e);return n.addEventListener?.(`change`,t),()=>n.removeEventListener?.(`change`,t)}}function S(e=k){let t=D.useMemo(()=>x(e),[e]);return D.useSyncExternalStore(t,()=>b(e),()=>!1)}function C({items:e,label:t,currentHref:n,value:r,defaultValue:i=null,onValueChange:a,hoverOpenDelay:o=A.open,hoverCloseDelay:c=A.close,topLevelLinks:l=!1,mobileQuery:d=k,className:p,onKeyDown:h,onBlur:ee,..._}){let v=D.useId(),x=D.useRef(null),[S,C]=D.useState(i),T=r===void 0?S:r,E=D.useRef(`click`),j=D.useRef(void 0),M=()=>{j.current!==void 0&&clearTimeout(j.current),j.current=void 0},N=(e,t=`click`)=>{M(),E.current=t,e!==T&&(r===void 0&&C(e),a?.(e))},P=(e,t)=>{M(),j.current=setTimeout(()=>{j.current=void 0,t()},e)},F=e=>Array.from(x.current?.querySelectorAll(`[data-slot="navigation-menu-trigger"]`)??[]).find(t=>t.dataset.value===e);D.useEffect(()=>M,[]);let I=D.useEffectEvent(e=>{x.current?.contains(e.target)||N(null)});D.useEffect(()=>{if(T===null)return;let e=e=>I(e);return document.addEventListener(`pointerdown`,e),()=>document.removeEventListener(`pointerdown`,e)},[T]);let L=s(`group inline-flex h-11 items-center gap-1.5 rounded-md px-4 text-base font-semibold text-neutral-900 transition-colors duration-fast hover:bg-neutral-100 aria-[current=page]:text-brand-700 aria-[current=true]:text-brand-700 data-[state=open]:bg-brand-50 data-[state=open]:text-brand-700`,y);return(0,O.jsx)(`nav`,{ref:x,"data-slot":`navigation-menu`,"data-mode":`desktop`,"data-state":T===null?`closed`:`open`,"aria-label":t??u(`Main menu`),className:s(`relative`,p),onKeyDown:e=>{if(e.key===`Escape`&&T!==null){let e=F(T);N(null),e?.focus()}h?.(e)},onBlur:e=>{e.currentTarget.contains(e.relatedTarget)||N(null),ee?.(e)},..._,children:(0,O.jsx)(`ul`,{"data-slot":`navigation-menu-list`,className:`flex flex-wrap items-center gap-1`,children:e.map(e=>{let t=f(e);if(!g(e))return(0,O.jsx)(`li`,{children:(0,O.jsx)(`a`,{"data-slot":`navigation-menu-link`,href:e.href,"aria-current":e.href===n?`page`:void 0,className:L,children:e.label})},t);let r=T===t,i=`${v}-${t}`,a=l&&e.href!==void 0,s={"data-slot":`navigation-menu-trigger`,"data-value":t,"data-state":r?`open`:`closed`,"aria-expanded":r,"aria-controls":i,className:L},p=(0,O.jsxs)(O.Fragment,{children:[e.label,(0,O.jsx)(`svg`,{viewBox:`0 0 24 24`,"aria-hidden":`true`,className:`size-4 transition-transform duration-fast group-data-[state=open]:rotate-180`,fill:`none`,stroke:`currentColor`,strokeWidth:`2`,children:(0,O.jsx)(`path`,{d:`M6 9l6 6 6-6`,strokeLinecap:`round`,strokeLinejoin:`round`})})]}),h=e.children.every(e=>!g(e));return(0,O.jsxs)(`li`,{"data-slot":`navigation-menu-item`,"data-state":r?`open`:`closed`,className:`relative`,onPointerEnter:e=>{e.pointerType!==`mouse`||d!==null&&b(d)||(r?M():T===null?P(o,()=>N(t,`hover`)):N(t,`hover`))},onPointerLeave:e=>{e.pointerType===`mouse`&&(r&&E.current===`hover`?P(c,()=>N(null)):r||M())},onFocus:e=>{a&&!e.currentTarget.contains(e.relatedTarget)&&N(t)},children:[a?(0,O.jsx)(`a`,{...s,href:e.href,"aria-current":e.href===n?`page`:m(e,n)?`true`:void 0,onKeyDown:e=>{e.key===`ArrowDown`&&(e.preventDefault(),N(t),requestAnimationFrame(()=>document.getElementById(i)?.querySelector(`[data-slot="navigation-menu-link"]`)?.focus()))},children:p}):(0,O.jsx)(`button`,{type:`button`,...s,"aria-current":m(e,n)?`true`:void 0,onClick:()=>{r&&E.current===`hover`?E.current=`click`:N(r?null:t)},children:p}),(0,O.jsx)(`div`,{id:i,"data-slot":`navigation-menu-content`,"data-state":r?`open`:`closed`,hidden:!r,className:`absolute top-full left-0 z-dropdown w-max max-w-[min(44rem,calc(100vw-2rem))] pt-2`,children:(0,O.jsxs)(`div`,{className:`rounded-lg border border-neutral-200 bg-white p-5 shadow-lg`,children:[a||e.href===void 0?null:(0,O.jsx)(w,{href:e.href,currentHref:n,className:`mb-3 inline-flex text-brand-700 underline underline-offset-4`,children:u(`All %1`,e.label)}),(0,O.jsx)(`ul`,{"aria-label":e.label,className:h?`flex min-w-[12rem] flex-col gap-1`:`flex flex-wrap gap-x-10 gap-y-4`,children:e.children.map(e=>(0,O.jsxs)(`li`,{className:h?void 0:`flex min-w-[9rem] flex-col gap-1`,children:[(0,O.jsx)(w,{href:e.href,currentHref:n,className:h?`text-base`:`font-semibold text-neutral-900`,children:e.label}),g(e)?(0,O.jsx)(`ul`,{"aria-label":e.label,className:`flex flex-col gap-0.5`,children:e.children.map(e=>(0,O.jsx)(`li`,{children:(0,O.jsx)(w,{href:e.href,currentHref:n,className:`text-neutral-700`,children:e.label})},f(e)))}):null]},f(e)))})]})})]},t)})})})}function w({href:e,currentHref:t,className:n,children:r}){return(0,O.jsx)(`a`,{"data-slot":`navigation-menu-link`,href:e,"aria-current":e!==void 0&&e===t?`page`:void 0,className:s(`rounded-sm py-1 text-sm text-neutral-900 hover:text-brand-700 hover:underline aria-[current=page]:font-semibold aria-[current=page]:text-brand-700`,y,n),children:r})}function T({items:e,label:t,currentHref:n,onStatusChange:r,layout:i=`accordion`,className:a,...o}){let[c,d]=D.useReducer(p,ee),[f,m]=D.useState(!1),g=h(c),_=D.useId(),v=D.useRef(null),y=D.useRef(r);D.useEffect(()=>{y.current=r});let b=D.useRef(!0);return D.useEffect(()=>{b.current?b.current=!1:y.current?.(g)},[g]),(0,O.jsxs)(`div`,{"data-slot":`navigation-menu`,"data-mode":`mobile`,"data-state":g,className:s(`inline-flex`,a),...o,children:[(0,O.jsx)(l,{ref:v,"data-slot":`navigation-menu-toggle`,variant:`ghost`,size:`icon`,className:`size-11`,"aria-label":u(`Menu`),"aria-haspopup":`dialog`,"aria-expanded":c.open,"aria-controls":c.open?_:void 0,onPointerEnter:()=>void j(),onFocus:()=>void j(),onClick:()=>{m(!0),d({type:`toggle`})},children:(0,O.jsx)(`svg`,{viewBox:`0 0 24 24`,"aria-hidden":`true`,className:`size-6`,fill:`none`,stroke:`currentColor`,strokeWidth:`2`,children:(0,O.jsx)(`path`,{d:`M4 7h16M4 12h16M4 17h16`,strokeLinecap:`round`})})}),f?(0,O.jsx)(D.Suspense,{fallback:null,children:(0,O.jsx)(M,{id:_,items:e,label:t??u(`Main menu`),currentHref:n,layout:i,state:c,dispatch:d,returnFocusRef:v})}):null]})}function E({mode:e=`auto`,onMobileStatusChange:t,mobileLayout:n,value:r,defaultValue:i,onValueChange:a,hoverOpenDelay:o,hoverCloseDelay:s,topLevelLinks:c,...l}){let u=S();return e===`mobile`||e===`auto`&&u?(0,O.jsx)(T,{onStatusChange:t,layout:n,...l}):(0,O.jsx)(C,{value:r,defaultValue:i,onValueChange:a,hoverOpenDelay:o,hoverCloseDelay:s,topLevelLinks:c,mobileQuery:e===`desktop`?null:k,...l})}var D,O,k,A,j,M;function N(){return(N=t((()=>{D=e(i(),1),o(),d(),c(),v(),_(),O=a(),n(),k=`(max-width: 1025px)`,A={open:200,close:150},j=()=>r(()=>import(`./mobile-navigation-drawer-BBc-J-lm.js`),__vite__mapDeps([0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21]),import.meta.url),M=D.lazy(()=>j().then(e=>({default:e.MobileNavigationDrawer})));try{S.displayName=`useMobileMode`,S.__docgenInfo={description:"Whether the page is in mobile mode (`(max-width: 1025px)`); false on the server and\nwhere matchMedia is missing. Follows the window as it is resized.",displayName:`useMobileMode`,filePath:`/work/wt-wishlist/node_modules/.tsbuild/ui/ui/src/components/navigation-menu/navigation-menu.d.ts`,methods:[],props:{},tags:{}}}catch{}try{C.displayName=`DesktopNavigationMenu`,C.__docgenInfo={description:`The desktop menu, an ARIA disclosure navigation: a first-level item with a sub-menu
opens when the mouse rests on it (not in mobile mode) and from the keyboard (Enter or
Space on its button, or focus entering it with \`topLevelLinks\`); Escape, a click
outside or focus leaving the menu closes it. Once opened by a click or the keyboard
it stays open when the mouse leaves.`,displayName:`DesktopNavigationMenu`,filePath:`/work/wt-wishlist/node_modules/.tsbuild/ui/ui/src/components/navigation-menu/navigation-menu.d.ts`,methods:[],props:{items:{defaultValue:null,declarations:[{fileName:`wt-wishlist/node_modules/.tsbuild/ui/ui/src/components/navigation-menu/navigation-menu.d.ts`,name:`TypeLiteral`}],description:`The menu entries.`,name:`items`,required:!0,tags:{},type:{name:`readonly NavigationItem[]`}},label:{defaultValue:{value:`t('Main menu')`},declarations:[{fileName:`wt-wishlist/node_modules/.tsbuild/ui/ui/src/components/navigation-menu/navigation-menu.d.ts`,name:`TypeLiteral`}],description:`Names the navigation landmark.`,name:`label`,required:!1,tags:{default:`t('Main menu')`},type:{name:`string`}},currentHref:{defaultValue:null,declarations:[{fileName:`wt-wishlist/node_modules/.tsbuild/ui/ui/src/components/navigation-menu/navigation-menu.d.ts`,name:`TypeLiteral`}],description:'Address of the current page: its link gets `aria-current="page"`, and a first-level\nitem whose sub-menu holds it gets `aria-current="true"` (the current section).',name:`currentHref`,required:!1,tags:{},type:{name:`string`}},value:{defaultValue:null,declarations:[{fileName:`wt-wishlist/node_modules/.tsbuild/ui/ui/src/components/navigation-menu/navigation-menu.d.ts`,name:`TypeLiteral`}],description:"The key (`id`, else `href`) of the open first-level item, or null (controlled).",name:`value`,required:!1,tags:{},type:{name:`string | null`}},defaultValue:{defaultValue:{value:`null`},declarations:[{fileName:`wt-wishlist/node_modules/.tsbuild/ui/ui/src/components/navigation-menu/navigation-menu.d.ts`,name:`TypeLiteral`}],description:`The item open at first when uncontrolled.`,name:`defaultValue`,required:!1,tags:{default:`null`},type:{name:`string | null`}},onValueChange:{defaultValue:null,declarations:[{fileName:`wt-wishlist/node_modules/.tsbuild/ui/ui/src/components/navigation-menu/navigation-menu.d.ts`,name:`TypeLiteral`}],description:`Called when an item opens (its key) or the open one closes (null).`,name:`onValueChange`,required:!1,tags:{},type:{name:`((value: string | null) => void)`}},hoverOpenDelay:{defaultValue:{value:`200`},declarations:[{fileName:`wt-wishlist/node_modules/.tsbuild/ui/ui/src/components/navigation-menu/navigation-menu.d.ts`,name:`TypeLiteral`}],description:`Milliseconds the mouse rests on an item before it opens.`,name:`hoverOpenDelay`,required:!1,tags:{default:`200`},type:{name:`number`}},hoverCloseDelay:{defaultValue:{value:`150`},declarations:[{fileName:`wt-wishlist/node_modules/.tsbuild/ui/ui/src/components/navigation-menu/navigation-menu.d.ts`,name:`TypeLiteral`}],description:`Milliseconds after the mouse leaves an item before it closes.`,name:`hoverCloseDelay`,required:!1,tags:{default:`150`},type:{name:`number`}},topLevelLinks:{defaultValue:{value:`false`},declarations:[{fileName:`wt-wishlist/node_modules/.tsbuild/ui/ui/src/components/navigation-menu/navigation-menu.d.ts`,name:`TypeLiteral`}],description:`First-level items with a sub-menu are links to their own page (no 'All …' link in
the panel): the sub-menu opens on hover, when keyboard focus enters the item and
with ArrowDown. Without it they are disclosure buttons.`,name:`topLevelLinks`,required:!1,tags:{default:`false`},type:{name:`boolean`}},mobileQuery:{defaultValue:{value:`MOBILE_MENU_QUERY`},declarations:[{fileName:`wt-wishlist/node_modules/.tsbuild/ui/ui/src/components/navigation-menu/navigation-menu.d.ts`,name:`TypeLiteral`}],description:`While this media query matches (mobile mode) hovering opens nothing (SPEC.md §2);
null lets hover open at every width.`,name:`mobileQuery`,required:!1,tags:{default:`MOBILE_MENU_QUERY`},type:{name:`string | null`}}},tags:{}}}catch{}try{T.displayName=`MobileNavigationMenu`,T.__docgenInfo={description:`The mobile menu: a hamburger button opening a drawer whose items open sub-menus and
sub-sub-menus (one path open at a time). Close, Escape or a tap outside resets
everything to closed, and focus returns to the hamburger. The drawer's code is loaded
on interaction, so the hamburger costs the first page load next to nothing.`,displayName:`MobileNavigationMenu`,filePath:`/work/wt-wishlist/node_modules/.tsbuild/ui/ui/src/components/navigation-menu/navigation-menu.d.ts`,methods:[],props:{items:{defaultValue:null,declarations:[{fileName:`wt-wishlist/node_modules/.tsbuild/ui/ui/src/components/navigation-menu/navigation-menu.d.ts`,name:`TypeLiteral`}],description:`The menu entries.`,name:`items`,required:!0,tags:{},type:{name:`readonly NavigationItem[]`}},label:{defaultValue:{value:`t('Main menu')`},declarations:[{fileName:`wt-wishlist/node_modules/.tsbuild/ui/ui/src/components/navigation-menu/navigation-menu.d.ts`,name:`TypeLiteral`}],description:`Names the navigation landmark.`,name:`label`,required:!1,tags:{default:`t('Main menu')`},type:{name:`string`}},currentHref:{defaultValue:null,declarations:[{fileName:`wt-wishlist/node_modules/.tsbuild/ui/ui/src/components/navigation-menu/navigation-menu.d.ts`,name:`TypeLiteral`}],description:'Address of the current page: its link gets `aria-current="page"`, and a first-level\nitem whose sub-menu holds it gets `aria-current="true"` (the current section).',name:`currentHref`,required:!1,tags:{},type:{name:`string`}},onStatusChange:{defaultValue:null,declarations:[{fileName:`wt-wishlist/node_modules/.tsbuild/ui/ui/src/components/navigation-menu/navigation-menu.d.ts`,name:`TypeLiteral`}],description:`Called with the menu's state name whenever it changes.`,name:`onStatusChange`,required:!1,tags:{},type:{name:`((status: MobileMenuStatus) => void)`}},layout:{defaultValue:{value:`'accordion'`},declarations:[{fileName:`wt-wishlist/node_modules/.tsbuild/ui/ui/src/components/navigation-menu/navigation-menu.d.ts`,name:`TypeLiteral`}],description:`'accordion' expands sub-menus in place; 'drilldown' shows one level at a time,
named after the level, with a Back button.`,name:`layout`,required:!1,tags:{default:`'accordion'`},type:{name:`enum`,raw:`MobileNavigationLayout`,value:[{value:`"accordion"`},{value:`"drilldown"`}]}}},tags:{}}}catch{}try{E.displayName=`NavigationMenu`,E.__docgenInfo={description:`The storefront header menu: the desktop layout (hover or keyboard opens a
first-level item) from 1026 px, the hamburger layout below. In mobile mode the
desktop hover behaviour does not exist at all.

'auto' decides in the browser (the server renders the desktop layout). A page that
must not change layout on hydration renders \`DesktopNavigationMenu\` and
\`MobileNavigationMenu\` side by side and hides one with CSS at the same breakpoint.`,displayName:`NavigationMenu`,filePath:`/work/wt-wishlist/node_modules/.tsbuild/ui/ui/src/components/navigation-menu/navigation-menu.d.ts`,methods:[],props:{items:{defaultValue:null,declarations:[{fileName:`wt-wishlist/node_modules/.tsbuild/ui/ui/src/components/navigation-menu/navigation-menu.d.ts`,name:`TypeLiteral`}],description:`The menu entries.`,name:`items`,required:!0,tags:{},type:{name:`readonly NavigationItem[]`}},label:{defaultValue:{value:`t('Main menu')`},declarations:[{fileName:`wt-wishlist/node_modules/.tsbuild/ui/ui/src/components/navigation-menu/navigation-menu.d.ts`,name:`TypeLiteral`}],description:`Names the navigation landmark.`,name:`label`,required:!1,tags:{default:`t('Main menu')`},type:{name:`string`}},currentHref:{defaultValue:null,declarations:[{fileName:`wt-wishlist/node_modules/.tsbuild/ui/ui/src/components/navigation-menu/navigation-menu.d.ts`,name:`TypeLiteral`}],description:'Address of the current page: its link gets `aria-current="page"`, and a first-level\nitem whose sub-menu holds it gets `aria-current="true"` (the current section).',name:`currentHref`,required:!1,tags:{},type:{name:`string`}},defaultValue:{defaultValue:{value:`null`},declarations:[{fileName:`wt-wishlist/node_modules/.tsbuild/ui/ui/src/components/navigation-menu/navigation-menu.d.ts`,name:`TypeLiteral`}],description:`The item open at first when uncontrolled.`,name:`defaultValue`,required:!1,tags:{default:`null`},type:{name:`string | null`}},value:{defaultValue:null,declarations:[{fileName:`wt-wishlist/node_modules/.tsbuild/ui/ui/src/components/navigation-menu/navigation-menu.d.ts`,name:`TypeLiteral`}],description:"The key (`id`, else `href`) of the open first-level item, or null (controlled).",name:`value`,required:!1,tags:{},type:{name:`string | null`}},onValueChange:{defaultValue:null,declarations:[{fileName:`wt-wishlist/node_modules/.tsbuild/ui/ui/src/components/navigation-menu/navigation-menu.d.ts`,name:`TypeLiteral`}],description:`Called when an item opens (its key) or the open one closes (null).`,name:`onValueChange`,required:!1,tags:{},type:{name:`((value: string | null) => void)`}},hoverOpenDelay:{defaultValue:{value:`200`},declarations:[{fileName:`wt-wishlist/node_modules/.tsbuild/ui/ui/src/components/navigation-menu/navigation-menu.d.ts`,name:`TypeLiteral`}],description:`Milliseconds the mouse rests on an item before it opens.`,name:`hoverOpenDelay`,required:!1,tags:{default:`200`},type:{name:`number`}},hoverCloseDelay:{defaultValue:{value:`150`},declarations:[{fileName:`wt-wishlist/node_modules/.tsbuild/ui/ui/src/components/navigation-menu/navigation-menu.d.ts`,name:`TypeLiteral`}],description:`Milliseconds after the mouse leaves an item before it closes.`,name:`hoverCloseDelay`,required:!1,tags:{default:`150`},type:{name:`number`}},topLevelLinks:{defaultValue:{value:`false`},declarations:[{fileName:`wt-wishlist/node_modules/.tsbuild/ui/ui/src/components/navigation-menu/navigation-menu.d.ts`,name:`TypeLiteral`}],description:`First-level items with a sub-menu are links to their own page (no 'All …' link in
the panel): the sub-menu opens on hover, when keyboard focus enters the item and
with ArrowDown. Without it they are disclosure buttons.`,name:`topLevelLinks`,required:!1,tags:{default:`false`},type:{name:`boolean`}},mode:{defaultValue:{value:`'auto'`},declarations:[{fileName:`wt-wishlist/node_modules/.tsbuild/ui/ui/src/components/navigation-menu/navigation-menu.d.ts`,name:`TypeLiteral`}],description:`'auto' follows the 1026 px breakpoint; 'desktop' or 'mobile' force one layout.`,name:`mode`,required:!1,tags:{default:`'auto'`},type:{name:`enum`,raw:`"auto" | "desktop" | "mobile"`,value:[{value:`"auto"`},{value:`"desktop"`},{value:`"mobile"`}]}},className:{defaultValue:null,declarations:[{fileName:`wt-wishlist/node_modules/.tsbuild/ui/ui/src/components/navigation-menu/navigation-menu.d.ts`,name:`TypeLiteral`}],description:`Classes for the root of whichever layout is shown.`,name:`className`,required:!1,tags:{},type:{name:`string`}},onMobileStatusChange:{defaultValue:null,declarations:[{fileName:`wt-wishlist/node_modules/.tsbuild/ui/ui/src/components/navigation-menu/navigation-menu.d.ts`,name:`TypeLiteral`}],description:`Called with the mobile menu's state name whenever it changes.`,name:`onMobileStatusChange`,required:!1,tags:{},type:{name:`((status: MobileMenuStatus) => void)`}},mobileLayout:{defaultValue:{value:`'accordion'`},declarations:[{fileName:`wt-wishlist/node_modules/.tsbuild/ui/ui/src/components/navigation-menu/navigation-menu.d.ts`,name:`TypeLiteral`}],description:"How the mobile drawer shows sub-menus (see `MobileNavigationMenu`).",name:`mobileLayout`,required:!1,tags:{default:`'accordion'`},type:{name:`enum`,raw:`MobileNavigationLayout`,value:[{value:`"accordion"`},{value:`"drilldown"`}]}}},tags:{}}}catch{}try{MobileNavigationLayout.displayName=`MobileNavigationLayout`,MobileNavigationLayout.__docgenInfo={description:`How the mobile drawer shows deeper levels.`,displayName:`MobileNavigationLayout`,filePath:`/work/wt-wishlist/node_modules/.tsbuild/ui/ui/src/components/navigation-menu/navigation-menu.d.ts`,methods:[],props:{},tags:{}}}catch{}try{NavigationItem.displayName=`NavigationItem`,NavigationItem.__docgenInfo={description:"One menu entry; `children` nest two levels below the top (sub-menu, sub-sub-menu).",displayName:`NavigationItem`,filePath:`/work/wt-wishlist/node_modules/.tsbuild/ui/ui/src/components/navigation-menu/navigation-menu.d.ts`,methods:[],props:{},tags:{}}}catch{}try{k.displayName=`MOBILE_MENU_QUERY`,k.__docgenInfo={description:`Mobile mode applies below 1026 px (SPEC.md §2, §9).`,displayName:`MOBILE_MENU_QUERY`,filePath:`/work/wt-wishlist/node_modules/.tsbuild/ui/ui/src/components/navigation-menu/navigation-menu.d.ts`,methods:[],props:{},tags:{}}}catch{}try{A.displayName=`DESKTOP_MENU_HOVER_DELAYS`,A.__docgenInfo={description:`Hover timing of the desktop menu (ms): how long the pointer rests before an item opens, and before it closes after leaving.`,displayName:`DESKTOP_MENU_HOVER_DELAYS`,filePath:`/work/wt-wishlist/node_modules/.tsbuild/ui/ui/src/components/navigation-menu/navigation-menu.d.ts`,methods:[],props:{},tags:{}}}catch{}})))()}var P,F,I,L,R,z,B,te,V,H,U,W,G,K,q,J,Y,X,Z,ne,Q,$,re;function ie(){return(ie=t((()=>{N(),P=a(),{expect:F,fn:I,userEvent:L,waitFor:R,within:z}=__STORYBOOK_MODULE_TEST__,B=[{label:`What's New`,href:`#new`},{label:`Women`,href:`#women`,children:[{label:`Tops`,href:`#women-tops`,children:[{label:`Jackets`,href:`#women-jackets`},{label:`Hoodies & Sweatshirts`,href:`#women-hoodies`},{label:`Tees`,href:`#women-tees`}]},{label:`Bottoms`,href:`#women-bottoms`,children:[{label:`Pants`,href:`#women-pants`},{label:`Shorts`,href:`#women-shorts`}]},{label:`Accessories`,href:`#women-accessories`}]},{label:`Men`,href:`#men`,children:[{label:`Tops`,href:`#men-tops`,children:[{label:`Jackets`,href:`#men-jackets`},{label:`Tees`,href:`#men-tees`}]},{label:`Bottoms`,href:`#men-bottoms`,children:[{label:`Pants`,href:`#men-pants`}]}]},{label:`Gear`,href:`#gear`,children:[{label:`Bags`,href:`#gear-bags`},{label:`Fitness Equipment`,href:`#gear-fitness`},{label:`Watches`,href:`#gear-watches`}]},{label:`Sale`,href:`#sale`}],te={title:`Kit/NavigationMenu`,component:E,tags:[`autodocs`],args:{items:B,currentHref:`#women-tees`,onMobileStatusChange:I()},argTypes:{mode:{control:`select`,options:[`auto`,`desktop`,`mobile`]},mobileLayout:{control:`inline-radio`,options:[`accordion`,`drilldown`]}},decorators:[e=>(0,P.jsx)(`header`,{className:`min-h-[420px] border-b border-neutral-200 bg-white`,children:(0,P.jsx)(`div`,{className:`flex items-center gap-4 px-2 py-2`,children:(0,P.jsx)(e,{})})})],parameters:{layout:`fullscreen`}},V=e=>z(e.ownerDocument.body),H={args:{mode:`desktop`},play:async({canvasElement:e})=>{let t=z(e);await F(t.getByRole(`navigation`,{name:`Main menu`})).toBeInTheDocument(),await F(t.getByRole(`button`,{name:`Women`})).toHaveAttribute(`aria-expanded`,`false`),await F(t.queryByRole(`button`,{name:`Menu`})).not.toBeInTheDocument()}},U={args:{mode:`desktop`},play:async({canvasElement:e})=>{let t=z(e),n=t.getByRole(`button`,{name:`Women`});await L.hover(n),await R(()=>F(n).toHaveAttribute(`aria-expanded`,`true`)),await F(t.getByRole(`link`,{name:`Jackets`})).toBeVisible(),await L.unhover(n),await R(()=>F(n).toHaveAttribute(`aria-expanded`,`false`))}},W={args:{mode:`desktop`},play:async({canvasElement:e})=>{let t=z(e);await L.tab(),await F(t.getByRole(`link`,{name:`What's New`})).toHaveFocus(),await L.tab();let n=t.getByRole(`button`,{name:`Women`});await F(n).toHaveFocus(),await L.keyboard(`{Enter}`),await R(()=>F(n).toHaveAttribute(`aria-expanded`,`true`)),await L.tab(),await F(t.getByRole(`link`,{name:`All Women`})).toHaveFocus(),await L.keyboard(`{Escape}`),await R(()=>F(n).toHaveAttribute(`aria-expanded`,`false`)),await F(n).toHaveFocus()}},G={args:{mode:`desktop`},play:async({canvasElement:e})=>{let t=z(e);t.getByRole(`button`,{name:`Women`}).focus(),await L.keyboard(`{Enter}`),await R(()=>F(t.getByRole(`link`,{name:`Tees`})).toHaveAttribute(`aria-current`,`page`))}},K={parameters:{test:{viewport:`phone`}},play:async({canvasElement:e})=>{let t=z(e);await R(()=>F(t.getByRole(`button`,{name:`Menu`})).toBeInTheDocument()),await F(e.querySelector(`[data-slot="navigation-menu"]`)).toHaveAttribute(`data-state`,`closed`)}},q={parameters:{test:{viewport:`phone`}},play:async({canvasElement:e,args:t})=>{await L.click(await z(e).findByRole(`button`,{name:`Menu`})),await F(await V(e).findByRole(`dialog`,{name:`Menu`},{timeout:5e3})).toBeVisible(),await F(t.onMobileStatusChange).toHaveBeenLastCalledWith(`open`)}},J={parameters:{test:{viewport:`phone`}},play:async({canvasElement:e,args:t})=>{await L.click(await z(e).findByRole(`button`,{name:`Menu`})),await L.click(await V(e).findByRole(`button`,{name:`Women`},{timeout:5e3})),await F(V(e).getByRole(`link`,{name:`All Women`})).toBeVisible(),await F(t.onMobileStatusChange).toHaveBeenLastCalledWith(`submenu-open`)}},Y={parameters:{test:{viewport:`phone`}},play:async({canvasElement:e,args:t})=>{await L.click(await z(e).findByRole(`button`,{name:`Menu`}));let n=V(e);await L.click(await n.findByRole(`button`,{name:`Women`},{timeout:5e3})),await L.click(n.getByRole(`button`,{name:`Tops`})),await F(n.getByRole(`link`,{name:`Tees`})).toHaveAttribute(`aria-current`,`page`),await F(t.onMobileStatusChange).toHaveBeenLastCalledWith(`subsubmenu-open`)}},X={parameters:{test:{viewport:`phone`}},play:async({canvasElement:e,args:t})=>{let n=z(e),r=V(e),i=await n.findByRole(`button`,{name:`Menu`});await L.tab(),await F(i).toHaveFocus(),await L.keyboard(`{Enter}`),await R(()=>F(r.getByRole(`button`,{name:`Close menu`})).toHaveFocus()),await L.tab(),await L.tab(),await F(r.getByRole(`button`,{name:`Women`})).toHaveFocus(),await L.keyboard(`{Enter}`),await L.tab(),await L.tab(),await F(r.getByRole(`button`,{name:`Tops`})).toHaveFocus(),await L.keyboard(` `),await F(t.onMobileStatusChange).toHaveBeenLastCalledWith(`subsubmenu-open`),await L.keyboard(`{Escape}`),await R(()=>F(i).toHaveFocus()),await F(t.onMobileStatusChange).toHaveBeenLastCalledWith(`closed`),await L.keyboard(`{Enter}`),await F(await r.findByRole(`button`,{name:`Women`},{timeout:5e3})).toHaveAttribute(`aria-expanded`,`false`),await L.keyboard(`{Escape}`),await R(()=>F(i).toHaveFocus())}},Z={args:{mode:`desktop`,topLevelLinks:!0},play:async({canvasElement:e})=>{let t=z(e),n=t.getByRole(`link`,{name:`Women`});await F(n).toHaveAttribute(`href`,`#women`),await F(n).toHaveAttribute(`aria-current`,`true`);let r=t.getByRole(`link`,{name:`Gear`});r.focus(),await R(()=>F(r).toHaveAttribute(`aria-expanded`,`true`)),await F(t.getByRole(`list`,{name:`Gear`})).toBeVisible(),await F(t.queryByRole(`link`,{name:`All Gear`})).not.toBeInTheDocument(),await L.keyboard(`{Escape}`),await R(()=>F(r).toHaveAttribute(`aria-expanded`,`false`)),await F(r).toHaveFocus(),await L.keyboard(`{ArrowDown}`),await R(()=>F(t.getByRole(`link`,{name:`Bags`})).toHaveFocus())}},ne=[{id:`shop`,label:`Shop by Category`,children:B.filter(e=>e.children)},{id:`account`,label:`My Account`,children:[{label:`Sign In`,href:`#sign-in`},{label:`Create an Account`,href:`#create`}]},{label:`View and Edit Cart`,href:`#cart`}],Q={args:{items:ne,mobileLayout:`drilldown`},parameters:{test:{viewport:`phone`}},play:async({canvasElement:e,args:t})=>{await L.click(await z(e).findByRole(`button`,{name:`Menu`}));let n=V(e);await F(await n.findByRole(`dialog`,{name:`Menu`},{timeout:5e3})).toHaveAttribute(`data-menu-state`,`open`),await L.click(n.getByRole(`button`,{name:`Shop by Category`}));let r=n.getByRole(`dialog`,{name:`Shop by Category`});await F(r).toHaveAttribute(`data-menu-state`,`submenu-open`),await F(n.getByRole(`heading`,{name:`Shop by Category`})).toHaveFocus(),await F(t.onMobileStatusChange).toHaveBeenLastCalledWith(`submenu-open`)}},$={args:{items:ne,mobileLayout:`drilldown`},parameters:{test:{viewport:`phone`}},play:async({canvasElement:e,args:t})=>{await L.click(await z(e).findByRole(`button`,{name:`Menu`}));let n=V(e);await L.click(await n.findByRole(`button`,{name:`Shop by Category`},{timeout:5e3})),await L.click(n.getByRole(`button`,{name:`Women`})),await L.click(n.getByRole(`button`,{name:`Back`})),await F(n.getByRole(`button`,{name:`Women`})).toHaveFocus(),await L.keyboard(`{Enter}`),await F(n.getByRole(`dialog`,{name:`Women`})).toHaveAttribute(`data-menu-state`,`subsubmenu-open`),await F(n.getByRole(`link`,{name:`All Women`})).toHaveAttribute(`href`,`#women`),await F(n.getByRole(`link`,{name:`Tops`})).toBeVisible(),await F(t.onMobileStatusChange).toHaveBeenLastCalledWith(`subsubmenu-open`)}},re=[`Desktop`,`DesktopHover`,`DesktopKeyboard`,`DesktopSubmenuOpen`,`MobileClosed`,`MobileOpen`,`MobileSubmenuOpen`,`MobileSubSubmenuOpen`,`MobileKeyboardCloseResets`,`DesktopTopLevelLinks`,`MobileDrilldownSubmenu`,`MobileDrilldownSubSubmenu`],H.parameters={...H.parameters,docs:{...H.parameters?.docs,source:{originalSource:`{
  args: {
    mode: 'desktop'
  },
  play: async ({
    canvasElement
  }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', {
      name: 'Main menu'
    })).toBeInTheDocument();
    await expect(canvas.getByRole('button', {
      name: 'Women'
    })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('button', {
      name: 'Menu'
    })).not.toBeInTheDocument();
  }
}`,...H.parameters?.docs?.source},description:{story:'The desktop layout. The screenshot viewport is 1024 px, below the 1026 px\nbreakpoint, so the desktop stories force `mode="desktop"`.',...H.parameters?.docs?.description}}},U.parameters={...U.parameters,docs:{...U.parameters?.docs,source:{originalSource:`{
  args: {
    mode: 'desktop'
  },
  play: async ({
    canvasElement
  }) => {
    const canvas = within(canvasElement);
    const women = canvas.getByRole('button', {
      name: 'Women'
    });
    await userEvent.hover(women);
    await waitFor(() => expect(women).toHaveAttribute('aria-expanded', 'true'));
    await expect(canvas.getByRole('link', {
      name: 'Jackets'
    })).toBeVisible();
    await userEvent.unhover(women);
    await waitFor(() => expect(women).toHaveAttribute('aria-expanded', 'false'));
  }
}`,...U.parameters?.docs?.source},description:{story:`Hovering a first-level item opens it; leaving closes it again.`,...U.parameters?.docs?.description}}},W.parameters={...W.parameters,docs:{...W.parameters?.docs,source:{originalSource:`{
  args: {
    mode: 'desktop'
  },
  play: async ({
    canvasElement
  }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('link', {
      name: "What's New"
    })).toHaveFocus();
    await userEvent.tab();
    const women = canvas.getByRole('button', {
      name: 'Women'
    });
    await expect(women).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(women).toHaveAttribute('aria-expanded', 'true'));
    await userEvent.tab();
    await expect(canvas.getByRole('link', {
      name: 'All Women'
    })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(women).toHaveAttribute('aria-expanded', 'false'));
    await expect(women).toHaveFocus();
  }
}`,...W.parameters?.docs?.source},description:{story:`Keyboard only: Tab to an item, open it with Enter, Tab into its links, Escape closes.`,...W.parameters?.docs?.description}}},G.parameters={...G.parameters,docs:{...G.parameters?.docs,source:{originalSource:`{
  args: {
    mode: 'desktop'
  },
  play: async ({
    canvasElement
  }) => {
    const canvas = within(canvasElement);
    const women = canvas.getByRole('button', {
      name: 'Women'
    });
    women.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('link', {
      name: 'Tees'
    })).toHaveAttribute('aria-current', 'page'));
  }
}`,...G.parameters?.docs?.source},description:{story:`A sub-menu open (opened from the keyboard, so the screenshot shows it).`,...G.parameters?.docs?.description}}},K.parameters={...K.parameters,docs:{...K.parameters?.docs,source:{originalSource:`{
  parameters: {
    test: {
      viewport: 'phone'
    }
  },
  play: async ({
    canvasElement
  }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('button', {
      name: 'Menu'
    })).toBeInTheDocument());
    await expect(canvasElement.querySelector('[data-slot="navigation-menu"]')).toHaveAttribute('data-state', 'closed');
  }
}`,...K.parameters?.docs?.source},description:{story:`The hamburger, closed.`,...K.parameters?.docs?.description}}},q.parameters={...q.parameters,docs:{...q.parameters?.docs,source:{originalSource:`{
  parameters: {
    test: {
      viewport: 'phone'
    }
  },
  play: async ({
    canvasElement,
    args
  }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', {
      name: 'Menu'
    }));
    await expect(await body(canvasElement).findByRole('dialog', {
      name: 'Menu'
    }, {
      timeout: 5000
    })).toBeVisible();
    await expect(args.onMobileStatusChange).toHaveBeenLastCalledWith('open');
  }
}`,...q.parameters?.docs?.source},description:{story:`Mobile: the menu open.`,...q.parameters?.docs?.description}}},J.parameters={...J.parameters,docs:{...J.parameters?.docs,source:{originalSource:`{
  parameters: {
    test: {
      viewport: 'phone'
    }
  },
  play: async ({
    canvasElement,
    args
  }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', {
      name: 'Menu'
    }));
    await userEvent.click(await body(canvasElement).findByRole('button', {
      name: 'Women'
    }, {
      timeout: 5000
    }));
    await expect(body(canvasElement).getByRole('link', {
      name: 'All Women'
    })).toBeVisible();
    await expect(args.onMobileStatusChange).toHaveBeenLastCalledWith('submenu-open');
  }
}`,...J.parameters?.docs?.source},description:{story:`Mobile: a sub-menu open.`,...J.parameters?.docs?.description}}},Y.parameters={...Y.parameters,docs:{...Y.parameters?.docs,source:{originalSource:`{
  parameters: {
    test: {
      viewport: 'phone'
    }
  },
  play: async ({
    canvasElement,
    args
  }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', {
      name: 'Menu'
    }));
    const panel = body(canvasElement);
    await userEvent.click(await panel.findByRole('button', {
      name: 'Women'
    }, {
      timeout: 5000
    }));
    await userEvent.click(panel.getByRole('button', {
      name: 'Tops'
    }));
    await expect(panel.getByRole('link', {
      name: 'Tees'
    })).toHaveAttribute('aria-current', 'page');
    await expect(args.onMobileStatusChange).toHaveBeenLastCalledWith('subsubmenu-open');
  }
}`,...Y.parameters?.docs?.source},description:{story:`Mobile: a sub-sub-menu open.`,...Y.parameters?.docs?.description}}},X.parameters={...X.parameters,docs:{...X.parameters?.docs,source:{originalSource:`{
  parameters: {
    test: {
      viewport: 'phone'
    }
  },
  play: async ({
    canvasElement,
    args
  }) => {
    const canvas = within(canvasElement);
    const panel = body(canvasElement);
    const hamburger = await canvas.findByRole('button', {
      name: 'Menu'
    });
    await userEvent.tab();
    await expect(hamburger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(panel.getByRole('button', {
      name: 'Close menu'
    })).toHaveFocus());
    await userEvent.tab();
    await userEvent.tab();
    await expect(panel.getByRole('button', {
      name: 'Women'
    })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    await userEvent.tab();
    await expect(panel.getByRole('button', {
      name: 'Tops'
    })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onMobileStatusChange).toHaveBeenLastCalledWith('subsubmenu-open');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(hamburger).toHaveFocus());
    await expect(args.onMobileStatusChange).toHaveBeenLastCalledWith('closed');
    await userEvent.keyboard('{Enter}');
    await expect(await panel.findByRole('button', {
      name: 'Women'
    }, {
      timeout: 5000
    })).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(hamburger).toHaveFocus());
  }
}`,...X.parameters?.docs?.source},description:{story:`Keyboard only: open, expand two levels, then close resets every level.`,...X.parameters?.docs?.description}}},Z.parameters={...Z.parameters,docs:{...Z.parameters?.docs,source:{originalSource:`{
  args: {
    mode: 'desktop',
    topLevelLinks: true
  },
  play: async ({
    canvasElement
  }) => {
    const canvas = within(canvasElement);
    const women = canvas.getByRole('link', {
      name: 'Women'
    });
    await expect(women).toHaveAttribute('href', '#women');
    await expect(women).toHaveAttribute('aria-current', 'true');
    const gear = canvas.getByRole('link', {
      name: 'Gear'
    });
    gear.focus();
    await waitFor(() => expect(gear).toHaveAttribute('aria-expanded', 'true'));
    await expect(canvas.getByRole('list', {
      name: 'Gear'
    })).toBeVisible();
    await expect(canvas.queryByRole('link', {
      name: 'All Gear'
    })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(gear).toHaveAttribute('aria-expanded', 'false'));
    await expect(gear).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(canvas.getByRole('link', {
      name: 'Bags'
    })).toHaveFocus());
  }
}`,...Z.parameters?.docs?.source},description:{story:`First-level items as links to their own page (\`topLevelLinks\`): focus entering an item
opens its sub-menu (no 'All …' link); the current section is marked. A sub-menu of
links only is one column.`,...Z.parameters?.docs?.description}}},Q.parameters={...Q.parameters,docs:{...Q.parameters?.docs,source:{originalSource:`{
  args: {
    items: PHONE_ITEMS,
    mobileLayout: 'drilldown'
  },
  parameters: {
    test: {
      viewport: 'phone'
    }
  },
  play: async ({
    canvasElement,
    args
  }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', {
      name: 'Menu'
    }));
    const panel = body(canvasElement);
    await expect(await panel.findByRole('dialog', {
      name: 'Menu'
    }, {
      timeout: 5000
    })).toHaveAttribute('data-menu-state', 'open');
    await userEvent.click(panel.getByRole('button', {
      name: 'Shop by Category'
    }));
    const drawer = panel.getByRole('dialog', {
      name: 'Shop by Category'
    });
    await expect(drawer).toHaveAttribute('data-menu-state', 'submenu-open');
    await expect(panel.getByRole('heading', {
      name: 'Shop by Category'
    })).toHaveFocus();
    await expect(args.onMobileStatusChange).toHaveBeenLastCalledWith('submenu-open');
  }
}`,...Q.parameters?.docs?.source},description:{story:`Drill-down layout: a sub-menu replaces the list, named after it, with a Back button.`,...Q.parameters?.docs?.description}}},$.parameters={...$.parameters,docs:{...$.parameters?.docs,source:{originalSource:`{
  args: {
    items: PHONE_ITEMS,
    mobileLayout: 'drilldown'
  },
  parameters: {
    test: {
      viewport: 'phone'
    }
  },
  play: async ({
    canvasElement,
    args
  }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', {
      name: 'Menu'
    }));
    const panel = body(canvasElement);
    await userEvent.click(await panel.findByRole('button', {
      name: 'Shop by Category'
    }, {
      timeout: 5000
    }));
    await userEvent.click(panel.getByRole('button', {
      name: 'Women'
    }));
    await userEvent.click(panel.getByRole('button', {
      name: 'Back'
    }));
    await expect(panel.getByRole('button', {
      name: 'Women'
    })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(panel.getByRole('dialog', {
      name: 'Women'
    })).toHaveAttribute('data-menu-state', 'subsubmenu-open');
    await expect(panel.getByRole('link', {
      name: 'All Women'
    })).toHaveAttribute('href', '#women');
    await expect(panel.getByRole('link', {
      name: 'Tops'
    })).toBeVisible();
    await expect(args.onMobileStatusChange).toHaveBeenLastCalledWith('subsubmenu-open');
  }
}`,...$.parameters?.docs?.source},description:{story:`Drill-down layout, a sub-sub-menu: 'All Women' first; Back goes up one level.`,...$.parameters?.docs?.description}}}})))()}ie();export{H as Desktop,U as DesktopHover,W as DesktopKeyboard,G as DesktopSubmenuOpen,Z as DesktopTopLevelLinks,K as MobileClosed,$ as MobileDrilldownSubSubmenu,Q as MobileDrilldownSubmenu,X as MobileKeyboardCloseResets,q as MobileOpen,Y as MobileSubSubmenuOpen,J as MobileSubmenuOpen,re as __namedExportsOrder,te as default};