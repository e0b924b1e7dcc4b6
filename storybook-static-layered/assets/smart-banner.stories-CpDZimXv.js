import{a as e,n as t}from"./rolldown-runtime-sJBDdmOt.js";import{f as n}from"./iframe-BRbpQvqT.js";import{t as r}from"./jsx-runtime-MKhVqBIO.js";import{n as i,t as a}from"./cn-BksUxDMQ.js";import{r as o,t as s}from"./button-CoWe3urc.js";import{n as c,t as l}from"./i18n-CPRzYQoL.js";import{n as u,t as d}from"./use-hydrated-BrUuxBc9.js";function f(e=()=>new Date){let t=new Map;return{get(n){let r=t.get(n);if(r){if(r.expires<=e().getTime())t.delete(n);else return r.value}},set(e,n,r){t.set(e,{value:n,expires:r.getTime()})}}}var p;function m(){return(m=t((()=>{p={get(e){if(typeof document>`u`)return;let t=`${encodeURIComponent(e)}=`,n=document.cookie.split(`; `).find(e=>e.startsWith(t));return n===void 0?void 0:decodeURIComponent(n.slice(t.length))},set(e,t,n){if(typeof document>`u`)return;let r=typeof location<`u`&&location.protocol===`https:`?`; secure`:``;document.cookie=`${encodeURIComponent(e)}=${encodeURIComponent(t)}; expires=${n.toUTCString()}; path=/; samesite=lax${r}`}}})))()}function h(e){return{closed:`${e}-smartbanner-closed`,installed:`${e}-smartbanner-installed`}}function g(e){return/Windows Phone|IEMobile|WPDesktop/i.test(e)?`windows`:/iPhone|iPad|iPod/i.test(e)?`ios`:/Android/i.test(e)?`android`:null}function _(){return typeof window>`u`?!1:navigator.standalone===!0||(window.matchMedia?.(`(display-mode: standalone)`).matches??!1)}function v(e){let t=g(e.userAgent);if(!t||!e.storeUrls[t])return`unsupported-device`;if(e.standalone)return`standalone`;let n=h(e.appId);return e.cookies.get(n.installed)===void 0?e.cookies.get(n.closed)===void 0?`shown`:`closed`:`installed`}var y;function b(){return(b=t((()=>{y=864e5})))()}function x({appId:e,title:t,author:n,iconSrc:r,storeUrls:i,installLabel:o,userAgent:l,standalone:d,cookies:f=p,now:m=()=>new Date,onClose:b,onInstall:x,className:T,...E}){let D=u(),[O,k]=S.useState(!1);if(!D||O)return null;let A={userAgent:l??navigator.userAgent,standalone:d??_()};if(v({appId:e,...A,cookies:f,storeUrls:i})!==`shown`)return null;let j=g(A.userAgent),M=i[j],N=h(e),P=(e,t)=>{f.set(e,`true`,new Date(m().getTime()+t*y))};return(0,C.jsxs)(`aside`,{"data-slot":`smart-banner`,"data-platform":j,"aria-label":c(`Get the app`),className:a(`flex w-full items-center gap-3 border-b border-neutral-200 bg-neutral-50 px-3 py-2 text-neutral-900`,T),...E,children:[(0,C.jsx)(s,{"data-slot":`smart-banner-close`,variant:`ghost`,size:`icon`,"aria-label":c(`Close`),className:`size-8 shrink-0 rounded-full text-neutral-600`,onClick:()=>{P(N.closed,15),k(!0),b?.()},children:(0,C.jsx)(`svg`,{viewBox:`0 0 24 24`,"aria-hidden":`true`,className:`size-4`,fill:`none`,stroke:`currentColor`,strokeWidth:`2.5`,children:(0,C.jsx)(`path`,{d:`M6 6l12 12M18 6L6 18`,strokeLinecap:`round`})})}),r?(0,C.jsx)(`img`,{"data-slot":`smart-banner-icon`,src:r,alt:``,className:`size-12 shrink-0 rounded-lg border border-neutral-200 bg-white`}):null,(0,C.jsxs)(`div`,{"data-slot":`smart-banner-text`,className:`flex min-w-0 flex-1 flex-col`,children:[(0,C.jsx)(`p`,{className:`truncate text-sm font-semibold`,children:t}),n?(0,C.jsx)(`p`,{className:`truncate text-xs text-neutral-600`,children:n}):null,(0,C.jsx)(`p`,{className:`truncate text-xs text-neutral-600`,children:c(w[j])})]}),(0,C.jsx)(s,{"data-slot":`smart-banner-install`,asChild:!0,size:`sm`,className:`shrink-0`,children:(0,C.jsx)(`a`,{href:M,onClick:()=>{P(N.installed,90),k(!0),x?.()},children:o??c(`View`)})})]})}var S,C,w;function T(){return(T=t((()=>{S=e(n(),1),i(),l(),o(),d(),m(),b(),C=r(),w={ios:`On the App Store`,android:`In Google Play`,windows:`In the Windows Store`};try{x.displayName=`SmartBanner`,x.__docgenInfo={description:`A smart app banner for iOS, Android and Windows Phone visitors. Close hides it for
15 days and Install for 90 days, remembered in cookies; it never shows when the
page already runs as the installed app.`,displayName:`SmartBanner`,filePath:`/work/wt-wishlist/node_modules/.tsbuild/ui/ui/src/components/smart-banner/smart-banner.d.ts`,methods:[],props:{appId:{defaultValue:null,declarations:[{fileName:`wt-wishlist/node_modules/.tsbuild/ui/ui/src/components/smart-banner/smart-banner.d.ts`,name:`TypeLiteral`}],description:"Identifies the app; prefixes the cookies `{appId}-smartbanner-closed` / `-installed`.",name:`appId`,required:!0,tags:{},type:{name:`string`}},title:{defaultValue:null,declarations:[{fileName:`wt-wishlist/node_modules/.tsbuild/ui/ui/src/components/smart-banner/smart-banner.d.ts`,name:`TypeLiteral`}],description:`The app's name.`,name:`title`,required:!0,tags:{},type:{name:`string`}},author:{defaultValue:null,declarations:[{fileName:`wt-wishlist/node_modules/.tsbuild/ui/ui/src/components/smart-banner/smart-banner.d.ts`,name:`TypeLiteral`}],description:`Who publishes the app.`,name:`author`,required:!1,tags:{},type:{name:`string`}},iconSrc:{defaultValue:null,declarations:[{fileName:`wt-wishlist/node_modules/.tsbuild/ui/ui/src/components/smart-banner/smart-banner.d.ts`,name:`TypeLiteral`}],description:`Address of the app icon (decorative; the title names the app).`,name:`iconSrc`,required:!1,tags:{},type:{name:`string`}},storeUrls:{defaultValue:null,declarations:[{fileName:`wt-wishlist/node_modules/.tsbuild/ui/ui/src/components/smart-banner/smart-banner.d.ts`,name:`TypeLiteral`}],description:`Store address per platform; the banner shows only where one is given.`,name:`storeUrls`,required:!0,tags:{},type:{name:`Partial<Record<SmartBannerPlatform, string>>`}},installLabel:{defaultValue:{value:`t('View')`},declarations:[{fileName:`wt-wishlist/node_modules/.tsbuild/ui/ui/src/components/smart-banner/smart-banner.d.ts`,name:`TypeLiteral`}],description:`Label of the install link.`,name:`installLabel`,required:!1,tags:{default:`t('View')`},type:{name:`string`}},userAgent:{defaultValue:{value:`navigator.userAgent`},declarations:[{fileName:`wt-wishlist/node_modules/.tsbuild/ui/ui/src/components/smart-banner/smart-banner.d.ts`,name:`TypeLiteral`}],description:`The user agent to test.`,name:`userAgent`,required:!1,tags:{default:`navigator.userAgent`},type:{name:`string`}},standalone:{defaultValue:{value:`detected from display-mode / navigator.standalone`},declarations:[{fileName:`wt-wishlist/node_modules/.tsbuild/ui/ui/src/components/smart-banner/smart-banner.d.ts`,name:`TypeLiteral`}],description:`Whether the page runs as an installed app.`,name:`standalone`,required:!1,tags:{default:`detected from display-mode / navigator.standalone`},type:{name:`boolean`}},cookies:{defaultValue:{value:`the page's cookies`},declarations:[{fileName:`wt-wishlist/node_modules/.tsbuild/ui/ui/src/components/smart-banner/smart-banner.d.ts`,name:`TypeLiteral`}],description:`Where close/install are remembered.`,name:`cookies`,required:!1,tags:{default:`the page's cookies`},type:{name:`BannerCookieStore`}},now:{defaultValue:{value:`() => new Date()`},declarations:[{fileName:`wt-wishlist/node_modules/.tsbuild/ui/ui/src/components/smart-banner/smart-banner.d.ts`,name:`TypeLiteral`}],description:`The clock used for cookie expiry.`,name:`now`,required:!1,tags:{default:`() => new Date()`},type:{name:`(() => Date)`}},onClose:{defaultValue:null,declarations:[{fileName:`wt-wishlist/node_modules/.tsbuild/ui/ui/src/components/smart-banner/smart-banner.d.ts`,name:`TypeLiteral`}],description:`Called after Close.`,name:`onClose`,required:!1,tags:{},type:{name:`(() => void)`}},onInstall:{defaultValue:null,declarations:[{fileName:`wt-wishlist/node_modules/.tsbuild/ui/ui/src/components/smart-banner/smart-banner.d.ts`,name:`TypeLiteral`}],description:`Called when the install link is followed.`,name:`onInstall`,required:!1,tags:{},type:{name:`(() => void)`}}},tags:{}}}catch{}})))()}function E(e){let[t]=(0,D.useState)(()=>f(()=>I));return(0,O.jsx)(x,{cookies:t,...e})}var D,O,k,A,j,M,N,P,F,I,L,R,z,B,V,H,U,W,G,K;function q(){return(q=t((()=>{D=n(),m(),T(),O=r(),{expect:k,fn:A,userEvent:j,within:M}=__STORYBOOK_MODULE_TEST__,N={iphone:`Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1`,android:`Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36`,windowsPhone:`Mozilla/5.0 (Mobile; Windows Phone 8.1; Android 4.0; ARM; Trident/7.0; Touch; rv:11.0; IEMobile/11.0; NOKIA; Lumia 930) like iPhone OS 7_0_3 Mac OS X AppleWebKit/537 (KHTML, like Gecko) Mobile Safari/537`,desktop:`Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36`},P=`data:image/svg+xml;charset=utf-8,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%20viewBox%3D%220%200%2048%2048%22%3E%3Crect%20width%3D%2248%22%20height%3D%2248%22%20rx%3D%2210%22%20fill%3D%22%231d4596%22%2F%3E%3Cpath%20d%3D%22M14%2018h20l-2%2016H16z%22%20fill%3D%22%23fff%22%2F%3E%3Cpath%20d%3D%22M19%2018a5%205%200%200%201%2010%200%22%20stroke%3D%22%23fff%22%20stroke-width%3D%222.5%22%20fill%3D%22none%22%2F%3E%3C%2Fsvg%3E`,F=()=>new Promise(e=>requestAnimationFrame(()=>setTimeout(e,0))),I=new Date(`2026-03-01T12:00:00Z`),L={title:`Kit/SmartBanner`,component:x,tags:[`autodocs`],parameters:{layout:`fullscreen`,test:{viewport:`phone`}},args:{appId:`shop`,title:`Shop app`,author:`Shop Inc.`,iconSrc:P,storeUrls:{ios:`#app-store`,android:`#google-play`,windows:`#windows-store`},userAgent:N.iphone,standalone:!1,now:()=>I,onClose:A(),onInstall:A()},render:e=>(0,O.jsx)(E,{...e})},R={play:async({canvasElement:e})=>{let t=await M(e).findByRole(`complementary`,{name:`Get the app`});await k(t).toHaveTextContent(`On the App Store`),await k(M(t).getByRole(`link`,{name:`View`})).toHaveAttribute(`href`,`#app-store`)}},z={args:{userAgent:N.android},play:async({canvasElement:e})=>{await k(await M(e).findByRole(`complementary`)).toHaveTextContent(`In Google Play`)}},B={args:{userAgent:N.windowsPhone},play:async({canvasElement:e})=>{await k(await M(e).findByRole(`complementary`)).toHaveTextContent(`In the Windows Store`)}},V={args:{userAgent:N.desktop},parameters:{test:{viewport:`desktop`}},play:async({canvasElement:e})=>{await F(),await k(M(e).queryByRole(`complementary`)).not.toBeInTheDocument()}},H={args:{standalone:!0},play:async({canvasElement:e})=>{await F(),await k(M(e).queryByRole(`complementary`)).not.toBeInTheDocument()}},U={play:async({canvasElement:e,args:t})=>{let n=M(e);await n.findByRole(`complementary`,{name:`Get the app`}),await j.tab(),await k(n.getByRole(`button`,{name:`Close`})).toHaveFocus(),await j.keyboard(`{Enter}`),await k(t.onClose).toHaveBeenCalledTimes(1),await k(n.queryByRole(`complementary`)).not.toBeInTheDocument()}},W={args:{userAgent:N.android},play:async({canvasElement:e,args:t})=>{let n=M(e);await n.findByRole(`complementary`,{name:`Get the app`}),await j.tab(),await j.tab(),await k(n.getByRole(`link`,{name:`View`})).toHaveFocus(),await j.keyboard(`{Enter}`),await k(t.onInstall).toHaveBeenCalledTimes(1),await k(n.queryByRole(`complementary`)).not.toBeInTheDocument()}},G={args:{title:`Shop app: fashion, home and garden deals every day`,author:`Shop Incorporated International`},play:async({canvasElement:e})=>{await M(e).findByRole(`complementary`,{name:`Get the app`})}},K=[`IOS`,`Android`,`WindowsPhone`,`DesktopHidden`,`StandaloneHidden`,`Close`,`Install`,`LongTitle`],R.parameters={...R.parameters,docs:{...R.parameters?.docs,source:{originalSource:`{
  play: async ({
    canvasElement
  }) => {
    const banner = await within(canvasElement).findByRole('complementary', {
      name: 'Get the app'
    });
    await expect(banner).toHaveTextContent('On the App Store');
    await expect(within(banner).getByRole('link', {
      name: 'View'
    })).toHaveAttribute('href', '#app-store');
  }
}`,...R.parameters?.docs?.source}}},z.parameters={...z.parameters,docs:{...z.parameters?.docs,source:{originalSource:`{
  args: {
    userAgent: UA.android
  },
  play: async ({
    canvasElement
  }) => {
    await expect(await within(canvasElement).findByRole('complementary')).toHaveTextContent('In Google Play');
  }
}`,...z.parameters?.docs?.source}}},B.parameters={...B.parameters,docs:{...B.parameters?.docs,source:{originalSource:`{
  args: {
    userAgent: UA.windowsPhone
  },
  play: async ({
    canvasElement
  }) => {
    await expect(await within(canvasElement).findByRole('complementary')).toHaveTextContent('In the Windows Store');
  }
}`,...B.parameters?.docs?.source}}},V.parameters={...V.parameters,docs:{...V.parameters?.docs,source:{originalSource:`{
  args: {
    userAgent: UA.desktop
  },
  parameters: {
    test: {
      viewport: 'desktop'
    }
  },
  play: async ({
    canvasElement
  }) => {
    await afterMountEffects();
    await expect(within(canvasElement).queryByRole('complementary')).not.toBeInTheDocument();
  }
}`,...V.parameters?.docs?.source},description:{story:`Desktop browsers never see it.`,...V.parameters?.docs?.description}}},H.parameters={...H.parameters,docs:{...H.parameters?.docs,source:{originalSource:`{
  args: {
    standalone: true
  },
  play: async ({
    canvasElement
  }) => {
    await afterMountEffects();
    await expect(within(canvasElement).queryByRole('complementary')).not.toBeInTheDocument();
  }
}`,...H.parameters?.docs?.source},description:{story:`Running as the installed app (display-mode standalone): hidden.`,...H.parameters?.docs?.description}}},U.parameters={...U.parameters,docs:{...U.parameters?.docs,source:{originalSource:`{
  play: async ({
    canvasElement,
    args
  }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('complementary', {
      name: 'Get the app'
    });
    await userEvent.tab();
    await expect(canvas.getByRole('button', {
      name: 'Close'
    })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('complementary')).not.toBeInTheDocument();
  }
}`,...U.parameters?.docs?.source},description:{story:`Keyboard only: Close hides it (for 15 days).`,...U.parameters?.docs?.description}}},W.parameters={...W.parameters,docs:{...W.parameters?.docs,source:{originalSource:`{
  args: {
    userAgent: UA.android
  },
  play: async ({
    canvasElement,
    args
  }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('complementary', {
      name: 'Get the app'
    });
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('link', {
      name: 'View'
    })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onInstall).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('complementary')).not.toBeInTheDocument();
  }
}`,...W.parameters?.docs?.source},description:{story:`Following the store link hides it (for 90 days).`,...W.parameters?.docs?.description}}},G.parameters={...G.parameters,docs:{...G.parameters?.docs,source:{originalSource:`{
  args: {
    title: 'Shop app: fashion, home and garden deals every day',
    author: 'Shop Incorporated International'
  },
  play: async ({
    canvasElement
  }) => {
    await within(canvasElement).findByRole('complementary', {
      name: 'Get the app'
    });
  }
}`,...G.parameters?.docs?.source},description:{story:`A long app name is cut with an ellipsis on narrow phones.`,...G.parameters?.docs?.description}}}})))()}q();export{z as Android,U as Close,V as DesktopHidden,R as IOS,W as Install,G as LongTitle,H as StandaloneHidden,B as WindowsPhone,K as __namedExportsOrder,L as default};