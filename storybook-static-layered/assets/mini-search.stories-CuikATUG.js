import{n as e}from"./rolldown-runtime-sJBDdmOt.js";import{f as t}from"./iframe-BRbpQvqT.js";import{t as n}from"./jsx-runtime-MKhVqBIO.js";import{n as r,t as i}from"./cn-BksUxDMQ.js";import{c as a}from"./constants-DFyMbJ30.js";import{n as o,t as s}from"./clock-CQuF4ViI.js";function c(e,t=3){return e.trim().length>=t}function l(e,t,n){return t===0?-1:n===`next`?e>=t-1?-1:e+1:e===-1?t-1:e-1}var u;function d(){return(d=e((()=>{u=c})))()}function f({className:e}){return(0,h.jsxs)(`svg`,{"aria-hidden":`true`,viewBox:`0 0 24 24`,className:i(`size-5 fill-none stroke-current stroke-2`,e),children:[(0,h.jsx)(`circle`,{cx:`11`,cy:`11`,r:`7`}),(0,h.jsx)(`path`,{d:`m20 20-3.5-3.5`,strokeLinecap:`round`})]})}function p({loadSuggestions:e,onSearch:t,action:n=`/catalogsearch/result`,defaultQuery:r=``,minLength:a=3,clearSignal:o=0,className:d,formClassName:p,toggleClassName:g}){let _=(0,m.useId)(),v=`${_}-q`,y=`${_}-list`,b=`${_}-form`,[x,S]=(0,m.useState)(r),[C,w]=(0,m.useState)(!1),[T,E]=(0,m.useState)(!1),[D,O]=(0,m.useState)([]),[k,A]=(0,m.useState)(!1),[j,M]=(0,m.useState)(-1),N=(0,m.useRef)(null),P=(0,m.useRef)(null),F=(0,m.useRef)(void 0),I=(0,m.useRef)(void 0),L=(0,m.useRef)(null),R=()=>{s().clearTimeout(F.current),L.current?.abort(),L.current=null,O([]),A(!1),M(-1)},[z,B]=(0,m.useState)(r);z!==r&&(B(r),S(r));let[V,H]=(0,m.useState)(o);V!==o&&(H(o),O([]),A(!1),M(-1)),(0,m.useEffect)(()=>{let e=s();return()=>{e.clearTimeout(F.current),e.clearTimeout(I.current),L.current?.abort()}},[]),(0,m.useEffect)(()=>{if(!T)return;let e=e=>{N.current?.contains(e.target)||(E(!1),R())};return document.addEventListener(`pointerdown`,e),()=>document.removeEventListener(`pointerdown`,e)},[T]);let U=t=>{let n=s();n.clearTimeout(F.current),L.current?.abort(),u(t,a)?F.current=n.setTimeout(()=>{let n=new AbortController;L.current=n,e(t,n.signal).then(e=>{n.signal.aborted||(O(e),M(-1),A(e.length>0&&document.activeElement===P.current))},e=>{n.signal.aborted||console.error(e)})},300):(O([]),A(!1),M(-1))},W=c(x,a),G=k&&D.length>0,K=G&&j>=0?D[j]:void 0,q=e=>{c(e,a)&&(R(),S(e.trim()),P.current?.blur(),E(!1),t(e.trim()))};return(0,h.jsxs)(`div`,{ref:N,"data-slot":`mini-search`,"data-toggle-active":T||void 0,className:i(`relative`,d),children:[(0,h.jsxs)(`button`,{type:`button`,"data-slot":`mini-search-toggle`,"aria-controls":b,"aria-expanded":T,onClick:()=>{let e=!T;E(e),e?requestAnimationFrame(()=>P.current?.focus()):R()},className:i(`inline-flex size-11 items-center justify-center rounded-md text-neutral-900 hover:bg-neutral-100 md:hidden`,g),children:[(0,h.jsx)(f,{}),(0,h.jsx)(`span`,{className:`sr-only`,children:`Search`})]}),(0,h.jsxs)(`form`,{id:b,role:`search`,action:n,method:`get`,"data-slot":`mini-search-form`,"data-active":C||void 0,onSubmit:e=>{e.preventDefault(),q(x)},className:i(`relative max-md:hidden`,T&&`max-md:block`,p),children:[(0,h.jsx)(`label`,{htmlFor:v,className:`sr-only`,children:`Search`}),(0,h.jsxs)(`div`,{className:`relative`,children:[(0,h.jsx)(`input`,{ref:P,id:v,name:`q`,type:`search`,role:`combobox`,autoComplete:`off`,maxLength:128,placeholder:`Search entire store here...`,"aria-autocomplete":`list`,"aria-expanded":G,"aria-controls":y,"aria-activedescendant":K?`${y}-${j}`:void 0,value:x,onChange:e=>{S(e.target.value),U(e.target.value)},onKeyDown:e=>{if(e.key===`ArrowDown`||e.key===`ArrowUp`){if(!G)return;e.preventDefault(),M(t=>l(t,D.length,e.key===`ArrowDown`?`next`:`previous`))}else e.key===`Escape`?G&&(e.preventDefault(),A(!1),M(-1)):e.key===`Enter`&&(e.preventDefault(),q(K?K.title:x))},onFocus:()=>{s().clearTimeout(I.current),w(!0),D.length>0&&A(!0)},onBlur:()=>{w(!1),s().clearTimeout(I.current),I.current=s().setTimeout(()=>{A(!1),M(-1)},250)},className:`h-10 w-full rounded-md border border-neutral-500 bg-white pr-12 pl-3 text-base text-neutral-900 placeholder:text-neutral-600 focus-visible:border-focus focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-focus [&::-webkit-search-cancel-button]:hidden`}),(0,h.jsx)(`button`,{type:`submit`,"data-slot":`mini-search-submit`,disabled:!W,"aria-label":`Search`,className:`absolute inset-y-0 right-0 inline-flex w-11 items-center justify-center rounded-r-md text-neutral-800 hover:text-brand-700 disabled:cursor-not-allowed disabled:text-neutral-500`,children:(0,h.jsx)(f,{})})]}),(0,h.jsx)(`ul`,{id:y,role:`listbox`,"aria-label":`Search suggestions`,"data-slot":`mini-search-suggestions`,hidden:!G,className:`absolute inset-x-0 top-full z-dropdown mt-1 max-h-[60vh] overflow-y-auto rounded-md border border-neutral-300 bg-white py-1 shadow-md`,children:D.map((e,t)=>(0,h.jsxs)(`li`,{id:`${y}-${t}`,role:`option`,"aria-selected":t===j,"data-slot":`mini-search-suggestion`,onPointerDown:e=>e.preventDefault(),onClick:()=>q(e.title),className:`flex cursor-pointer items-center justify-between gap-3 px-3 py-2 text-sm text-neutral-900 hover:bg-brand-50 aria-selected:bg-brand-50`,children:[(0,h.jsx)(`span`,{children:e.title}),(0,h.jsx)(`span`,{className:`text-neutral-600`,children:e.num_results})]},e.title))})]})]})}var m,h;function g(){return(g=e((()=>{r(),m=t(),a(),o(),d(),h=n();try{p.displayName=`MiniSearch`,p.__docgenInfo={description:`The header's mini search (SPEC.md §2, §5, §9): a GET form to the results page with
suggestions (debounced 300 ms, hidden 250 ms after blur), a submit button disabled
under the minimum length, and a toggle that shows the form on phones (max-width
768 px). The form carries \`data-active\` while its input has focus.`,displayName:`MiniSearch`,filePath:`/work/wt-wishlist/node_modules/.tsbuild/storefront/storefront/src/features/search/components/mini-search.d.ts`,methods:[],props:{},tags:{}}}catch{}})))()}var _,v,y,b,x,S,C,w,T,E,D,O,k;function A(){return(A=e((()=>{g(),_=n(),{expect:v,fn:y,userEvent:b,within:x}=__STORYBOOK_MODULE_TEST__,S=[{title:`tee`,num_results:24},{title:`tee shirt`,num_results:11},{title:`tempo tee`,num_results:3}],C=async e=>S.filter(t=>t.title.includes(e.trim())),w={title:`Storefront/MiniSearch`,component:p,tags:[`autodocs`],args:{loadSuggestions:y(C),onSearch:y()},decorators:[e=>(0,_.jsx)(`div`,{className:`min-h-72 w-96`,children:(0,_.jsx)(e,{})})]},T=e=>x(e).getAllByRole(`button`,{name:`Search`}).find(e=>e.getAttribute(`type`)===`submit`),E={play:async({canvasElement:e})=>{let t=x(e).getByRole(`combobox`,{name:`Search`});await v(t).toHaveAttribute(`placeholder`,`Search entire store here...`),await v(T(e)).toBeDisabled()}},D={play:async({canvasElement:e,args:t})=>{let n=x(e).getByRole(`combobox`,{name:`Search`});await b.type(n,`te`),await v(T(e)).toBeDisabled(),await b.keyboard(`{Enter}`),await v(t.onSearch).not.toHaveBeenCalled(),await v(n).toHaveAttribute(`aria-expanded`,`false`)}},O={play:async({canvasElement:e,args:t})=>{let n=x(e),r=n.getByRole(`combobox`,{name:`Search`});await b.type(r,`tee`),await v(T(e)).toBeEnabled();let i=await n.findByRole(`listbox`,{name:`Search suggestions`},{timeout:3e3});await v(x(i).getAllByRole(`option`)).toHaveLength(3),await b.keyboard(`{ArrowDown}{ArrowDown}`),await v(x(i).getByRole(`option`,{name:/tee shirt/})).toHaveAttribute(`aria-selected`,`true`),await v(t.loadSuggestions).toHaveBeenCalledTimes(1)}},k=[`Empty`,`TwoCharacters`,`WithSuggestions`],E.parameters={...E.parameters,docs:{...E.parameters?.docs,source:{originalSource:`{
  play: async ({
    canvasElement
  }) => {
    const input = within(canvasElement).getByRole('combobox', {
      name: 'Search'
    });
    await expect(input).toHaveAttribute('placeholder', 'Search entire store here...');
    await expect(submitButton(canvasElement)).toBeDisabled();
  }
}`,...E.parameters?.docs?.source}}},D.parameters={...D.parameters,docs:{...D.parameters?.docs,source:{originalSource:`{
  play: async ({
    canvasElement,
    args
  }) => {
    const input = within(canvasElement).getByRole('combobox', {
      name: 'Search'
    });
    await userEvent.type(input, 'te');
    await expect(submitButton(canvasElement)).toBeDisabled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSearch).not.toHaveBeenCalled();
    await expect(input).toHaveAttribute('aria-expanded', 'false');
  }
}`,...D.parameters?.docs?.source},description:{story:`Two characters: under the minimum length, so no search and no suggestions.`,...D.parameters?.docs?.description}}},O.parameters={...O.parameters,docs:{...O.parameters?.docs,source:{originalSource:`{
  play: async ({
    canvasElement,
    args
  }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', {
      name: 'Search'
    });
    await userEvent.type(input, 'tee');
    await expect(submitButton(canvasElement)).toBeEnabled();
    const list = await canvas.findByRole('listbox', {
      name: 'Search suggestions'
    }, {
      timeout: 3000
    });
    await expect(within(list).getAllByRole('option')).toHaveLength(3);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(within(list).getByRole('option', {
      name: /tee shirt/
    })).toHaveAttribute('aria-selected', 'true');
    await expect(args.loadSuggestions).toHaveBeenCalledTimes(1);
  }
}`,...O.parameters?.docs?.source}}}})))()}A();export{E as Empty,D as TwoCharacters,O as WithSuggestions,k as __namedExportsOrder,w as default};