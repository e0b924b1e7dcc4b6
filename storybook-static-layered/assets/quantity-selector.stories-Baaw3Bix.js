import{a as e,n as t}from"./rolldown-runtime-sJBDdmOt.js";import{f as n}from"./iframe-BRbpQvqT.js";import{t as r}from"./jsx-runtime-MKhVqBIO.js";import{n as i,t as a}from"./cn-BksUxDMQ.js";import{n as o,t as s}from"./i18n-CPRzYQoL.js";function c(e){return Number.isFinite(e)&&e>0}function l({label:e,otherLabel:t,value:n,defaultValue:r=1,onValueChange:i,presets:s=f,name:l=`qty`,selectId:g,disabled:_=!1,className:v,...y}){let b=u.useId(),x=g??`${b}-qty`,S=`${x}-other`,C=`${x}-error`,[w,T]=u.useState(r),E=n??w,[D,O]=u.useState(!s.includes(E)),[k,A]=u.useState(String(E)),j=D||!s.includes(E),M=k.trim()===``?NaN:Number(k),N=j&&!c(M),[P,F]=u.useState(E);P!==E&&(F(E),M!==E&&A(String(E)));let I=e=>{c(e)&&e!==E&&(n===void 0&&T(e),i?.(e))};return(0,d.jsxs)(`div`,{"data-slot":`quantity-selector`,"data-state":j?`other`:`preset`,"data-invalid":N||void 0,className:a(`flex flex-col gap-1.5`,v),...y,children:[(0,d.jsxs)(`div`,{className:`flex flex-wrap items-end gap-3`,children:[(0,d.jsxs)(`div`,{className:`flex flex-col gap-1.5`,children:[(0,d.jsx)(`label`,{"data-slot":`quantity-selector-label`,htmlFor:x,className:`text-sm font-semibold text-neutral-900`,children:e??o(`Qty`)}),(0,d.jsxs)(`select`,{"data-slot":`quantity-selector-select`,id:x,disabled:_,value:j?m:String(E),onChange:e=>{e.target.value===m?(A(String(E)),O(!0)):(O(!1),I(Number(e.target.value)))},className:a(h,`min-w-20 pr-8`),children:[s.map(e=>(0,d.jsx)(`option`,{value:String(e),children:e},e)),(0,d.jsx)(`option`,{value:m,children:o(`Other…`)})]})]}),j?(0,d.jsxs)(`div`,{className:`flex flex-col gap-1.5`,children:[(0,d.jsx)(`label`,{htmlFor:S,className:`text-sm font-semibold text-neutral-900`,children:t??o(`Other quantity`)}),(0,d.jsx)(`input`,{"data-slot":`quantity-selector-input`,id:S,type:`number`,inputMode:`decimal`,min:0,step:`any`,disabled:_,value:k,"aria-invalid":N||void 0,"aria-describedby":N?C:void 0,onChange:e=>{A(e.target.value),I(e.target.value.trim()===``?NaN:Number(e.target.value))},className:a(h,`w-24`)})]}):null]}),(0,d.jsx)(`input`,{"data-slot":`quantity-selector-value`,type:`hidden`,name:l,value:N?``:String(E)}),N?(0,d.jsx)(`p`,{"data-slot":`quantity-selector-error`,id:C,className:`text-sm text-danger-600`,children:o(p)}):null]})}var u,d,f,p,m,h;function g(){return(g=t((()=>{u=e(n(),1),i(),s(),d=r(),f=[1,2,3,4,5,6,7,8,9,10],p=`Please enter a quantity greater than 0.`,m=`other`,h=`h-10 rounded-md border border-neutral-500 bg-white px-3 text-base text-neutral-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus disabled:cursor-not-allowed disabled:bg-neutral-50 disabled:opacity-60 aria-invalid:border-danger-600`;try{c.displayName=`isValidQuantity`,c.__docgenInfo={description:`A quantity is valid when it is a finite number above 0.`,displayName:`isValidQuantity`,filePath:`/work/wt-wishlist/node_modules/.tsbuild/ui/ui/src/components/quantity-selector/quantity-selector.d.ts`,methods:[],props:{},tags:{}}}catch{}try{l.displayName=`QuantitySelector`,l.__docgenInfo={description:`A quantity chooser: a dropdown of preset values and 'Other…', which opens a number
input for any quantity. Quantities must be above 0.`,displayName:`QuantitySelector`,filePath:`/work/wt-wishlist/node_modules/.tsbuild/ui/ui/src/components/quantity-selector/quantity-selector.d.ts`,methods:[],props:{label:{defaultValue:{value:`t('Qty')`},declarations:[{fileName:`wt-wishlist/node_modules/.tsbuild/ui/ui/src/components/quantity-selector/quantity-selector.d.ts`,name:`TypeLiteral`}],description:`Visible label of the dropdown.`,name:`label`,required:!1,tags:{default:`t('Qty')`},type:{name:`string`}},otherLabel:{defaultValue:{value:`t('Other quantity')`},declarations:[{fileName:`wt-wishlist/node_modules/.tsbuild/ui/ui/src/components/quantity-selector/quantity-selector.d.ts`,name:`TypeLiteral`}],description:`Label of the free-entry input shown for 'Other'.`,name:`otherLabel`,required:!1,tags:{default:`t('Other quantity')`},type:{name:`string`}},value:{defaultValue:null,declarations:[{fileName:`wt-wishlist/node_modules/.tsbuild/ui/ui/src/components/quantity-selector/quantity-selector.d.ts`,name:`TypeLiteral`}],description:`The quantity (controlled).`,name:`value`,required:!1,tags:{},type:{name:`number`}},defaultValue:{defaultValue:{value:`1`},declarations:[{fileName:`wt-wishlist/node_modules/.tsbuild/ui/ui/src/components/quantity-selector/quantity-selector.d.ts`,name:`TypeLiteral`}],description:`The initial quantity when uncontrolled.`,name:`defaultValue`,required:!1,tags:{default:`1`},type:{name:`number`}},onValueChange:{defaultValue:null,declarations:[{fileName:`wt-wishlist/node_modules/.tsbuild/ui/ui/src/components/quantity-selector/quantity-selector.d.ts`,name:`TypeLiteral`}],description:`Called with each new valid quantity (above 0).`,name:`onValueChange`,required:!1,tags:{},type:{name:`((quantity: number) => void)`}},presets:{defaultValue:{value:`[1, 2, 3, 4, 5, 6, 7, 8, 9, 10]`},declarations:[{fileName:`wt-wishlist/node_modules/.tsbuild/ui/ui/src/components/quantity-selector/quantity-selector.d.ts`,name:`TypeLiteral`}],description:`The quantities listed in the dropdown.`,name:`presets`,required:!1,tags:{default:`[1, 2, 3, 4, 5, 6, 7, 8, 9, 10]`},type:{name:`readonly number[]`}},name:{defaultValue:{value:`'qty'`},declarations:[{fileName:`wt-wishlist/node_modules/.tsbuild/ui/ui/src/components/quantity-selector/quantity-selector.d.ts`,name:`TypeLiteral`}],description:`Name of the hidden input that carries the chosen quantity in a form.`,name:`name`,required:!1,tags:{default:`'qty'`},type:{name:`string`}},selectId:{defaultValue:{value:`a generated id`},declarations:[{fileName:`wt-wishlist/node_modules/.tsbuild/ui/ui/src/components/quantity-selector/quantity-selector.d.ts`,name:`TypeLiteral`}],description:`Id of the dropdown.`,name:`selectId`,required:!1,tags:{default:`a generated id`},type:{name:`string`}},disabled:{defaultValue:{value:`false`},declarations:[{fileName:`wt-wishlist/node_modules/.tsbuild/ui/ui/src/components/quantity-selector/quantity-selector.d.ts`,name:`TypeLiteral`}],description:`Disables both controls.`,name:`disabled`,required:!1,tags:{default:`false`},type:{name:`boolean`}}},tags:{}}}catch{}try{f.displayName=`QUANTITY_PRESETS`,f.__docgenInfo={description:`The preset quantities offered in the dropdown by default.`,displayName:`QUANTITY_PRESETS`,filePath:`/work/wt-wishlist/node_modules/.tsbuild/ui/ui/src/components/quantity-selector/quantity-selector.d.ts`,methods:[],props:{},tags:{}}}catch{}try{p.displayName=`QUANTITY_ERROR`,p.__docgenInfo={description:`The message for a quantity that is not above 0 (SPEC.md §5).`,displayName:`QUANTITY_ERROR`,filePath:`/work/wt-wishlist/node_modules/.tsbuild/ui/ui/src/components/quantity-selector/quantity-selector.d.ts`,methods:[],props:{},tags:{}}}catch{}})))()}var _,v,y,b,x,S,C,w,T,E,D,O,k;function A(){return(A=t((()=>{g(),{expect:_,fn:v,userEvent:y,within:b}=__STORYBOOK_MODULE_TEST__,x={title:`Kit/QuantitySelector`,component:l,tags:[`autodocs`],args:{onValueChange:v()}},S={play:async({canvasElement:e,args:t})=>{let n=b(e).getByRole(`combobox`,{name:`Qty`});await y.tab(),await _(n).toHaveFocus(),await y.selectOptions(n,`3`),await _(t.onValueChange).toHaveBeenLastCalledWith(3),await _(e.querySelector(`input[name="qty"]`)).toHaveValue(`3`)}},C={args:{defaultValue:25},play:async({canvasElement:e})=>{let t=b(e);await _(t.getByRole(`combobox`,{name:`Qty`})).toHaveValue(`other`),await _(t.getByRole(`spinbutton`,{name:`Other quantity`})).toHaveValue(25)}},w={play:async({canvasElement:e,args:t})=>{let n=b(e);await y.tab(),await y.selectOptions(n.getByRole(`combobox`,{name:`Qty`}),`Other…`),await y.tab();let r=n.getByRole(`spinbutton`,{name:`Other quantity`});await _(r).toHaveFocus(),await y.keyboard(`{Control>}a{/Control}12`),await _(t.onValueChange).toHaveBeenLastCalledWith(12)}},T={args:{defaultValue:12},play:async({canvasElement:e,args:t})=>{let n=b(e).getByRole(`spinbutton`,{name:`Other quantity`});await y.clear(n),await y.type(n,`0`),await _(n).toHaveAttribute(`aria-invalid`,`true`),await _(n).toHaveAccessibleDescription(`Please enter a quantity greater than 0.`),await _(t.onValueChange).not.toHaveBeenCalled()}},E={args:{presets:[6,12,24,48],defaultValue:12,label:`Bottles`}},D={args:{disabled:!0},play:async({canvasElement:e})=>{await _(b(e).getByRole(`combobox`,{name:`Qty`})).toBeDisabled()}},O={args:{defaultValue:12},parameters:{test:{viewport:`phone`}}},k=[`Default`,`OtherQuantity`,`FreeEntry`,`Invalid`,`CustomPresets`,`Disabled`,`Phone`],S.parameters={...S.parameters,docs:{...S.parameters?.docs,source:{originalSource:`{
  play: async ({
    canvasElement,
    args
  }) => {
    const select = within(canvasElement).getByRole('combobox', {
      name: 'Qty'
    });
    await userEvent.tab();
    await expect(select).toHaveFocus();
    await userEvent.selectOptions(select, '3');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(3);
    await expect(canvasElement.querySelector('input[name="qty"]')).toHaveValue('3');
  }
}`,...S.parameters?.docs?.source},description:{story:`The preset dropdown, chosen from the keyboard.`,...S.parameters?.docs?.description}}},C.parameters={...C.parameters,docs:{...C.parameters?.docs,source:{originalSource:`{
  args: {
    defaultValue: 25
  },
  play: async ({
    canvasElement
  }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', {
      name: 'Qty'
    })).toHaveValue('other');
    await expect(canvas.getByRole('spinbutton', {
      name: 'Other quantity'
    })).toHaveValue(25);
  }
}`,...C.parameters?.docs?.source},description:{story:`A quantity outside the presets shows 'Other…' with the free-entry input.`,...C.parameters?.docs?.description}}},w.parameters={...w.parameters,docs:{...w.parameters?.docs,source:{originalSource:`{
  play: async ({
    canvasElement,
    args
  }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.selectOptions(canvas.getByRole('combobox', {
      name: 'Qty'
    }), 'Other…');
    await userEvent.tab();
    const other = canvas.getByRole('spinbutton', {
      name: 'Other quantity'
    });
    await expect(other).toHaveFocus();
    await userEvent.keyboard('{Control>}a{/Control}12');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(12);
  }
}`,...w.parameters?.docs?.source},description:{story:`Keyboard only: choose 'Other…', Tab into the input and type a quantity.`,...w.parameters?.docs?.description}}},T.parameters={...T.parameters,docs:{...T.parameters?.docs,source:{originalSource:`{
  args: {
    defaultValue: 12
  },
  play: async ({
    canvasElement,
    args
  }) => {
    const other = within(canvasElement).getByRole('spinbutton', {
      name: 'Other quantity'
    });
    await userEvent.clear(other);
    await userEvent.type(other, '0');
    await expect(other).toHaveAttribute('aria-invalid', 'true');
    await expect(other).toHaveAccessibleDescription('Please enter a quantity greater than 0.');
    await expect(args.onValueChange).not.toHaveBeenCalled();
  }
}`,...T.parameters?.docs?.source},description:{story:`0 is not a quantity: 'Please enter a quantity greater than 0.'`,...T.parameters?.docs?.description}}},E.parameters={...E.parameters,docs:{...E.parameters?.docs,source:{originalSource:`{
  args: {
    presets: [6, 12, 24, 48],
    defaultValue: 12,
    label: 'Bottles'
  }
}`,...E.parameters?.docs?.source},description:{story:`Pack sizes instead of 1-10.`,...E.parameters?.docs?.description}}},D.parameters={...D.parameters,docs:{...D.parameters?.docs,source:{originalSource:`{
  args: {
    disabled: true
  },
  play: async ({
    canvasElement
  }) => {
    await expect(within(canvasElement).getByRole('combobox', {
      name: 'Qty'
    })).toBeDisabled();
  }
}`,...D.parameters?.docs?.source}}},O.parameters={...O.parameters,docs:{...O.parameters?.docs,source:{originalSource:`{
  args: {
    defaultValue: 12
  },
  parameters: {
    test: {
      viewport: 'phone'
    }
  }
}`,...O.parameters?.docs?.source}}}})))()}A();export{E as CustomPresets,S as Default,D as Disabled,w as FreeEntry,T as Invalid,C as OtherQuantity,O as Phone,k as __namedExportsOrder,x as default};