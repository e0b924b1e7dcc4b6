import{n as e}from"./rolldown-runtime-sJBDdmOt.js";import{t}from"./jsx-runtime-MKhVqBIO.js";import{a as n,c as r,f as i,i as a,m as o,n as s,o as c,s as l,t as u}from"./form-field-JpBKSgCi.js";import{r as d,t as f}from"./button-CoWe3urc.js";import{n as p,t as m}from"./zod-BxxWwG1C.js";import{c as h,d as g,i as _}from"./schemas-Ki6kIolH.js";import{n as v,t as y}from"./textarea-BICPSKuU.js";function b(e){let t=o({resolver:p(T),defaultValues:{comment:String(e.defaultValue??``)}});return(0,x.jsx)(u,{...t,children:(0,x.jsxs)(`form`,{className:`flex max-w-sm flex-col gap-3`,noValidate:!0,onSubmit:t.handleSubmit(()=>void 0),children:[(0,x.jsx)(a,{control:t.control,name:`comment`,render:({field:t})=>(0,x.jsxs)(n,{children:[(0,x.jsx)(c,{required:!0,children:`Comment`}),(0,x.jsx)(s,{children:(0,x.jsx)(y,{...e,...t,defaultValue:void 0})}),(0,x.jsx)(l,{})]})}),(0,x.jsx)(f,{type:`submit`,className:`self-start`,children:`Submit`})]})})}var x,S,C,w,T,E,D,O,k,A,j;function M(){return(M=e((()=>{m(),i(),_(),d(),r(),v(),x=t(),{expect:S,userEvent:C,within:w}=__STORYBOOK_MODULE_TEST__,T=h({comment:g().trim().min(1,`This is a required field.`)}),E={title:`Kit/Textarea`,component:y,tags:[`autodocs`],args:{rows:3},render:e=>(0,x.jsx)(b,{...e})},D={play:async({canvasElement:e})=>{let t=w(e).getByRole(`textbox`,{name:`Comment`});await C.tab(),await S(t).toHaveFocus(),await C.keyboard(`First line{Enter}Second line`),await S(t).toHaveValue(`First line
Second line`),await C.clear(t),t.blur()}},O={args:{defaultValue:`Please gift-wrap this one.`}},k={play:async({canvasElement:e})=>{let t=w(e);await C.click(t.getByRole(`button`,{name:`Submit`}));let n=t.getByRole(`textbox`,{name:`Comment`});await S(await t.findByText(`This is a required field.`)).toBeVisible(),await S(n).toBeInvalid(),await S(n).toHaveAccessibleDescription(`This is a required field.`),n.blur()}},A={args:{disabled:!0,defaultValue:`Please gift-wrap this one.`},play:async({canvasElement:e})=>{await S(w(e).getByRole(`textbox`,{name:`Comment`})).toBeDisabled()}},j=[`Default`,`WithValue`,`InvalidWithMessage`,`Disabled`],D.parameters={...D.parameters,docs:{...D.parameters?.docs,source:{originalSource:`{
  play: async ({
    canvasElement
  }) => {
    const textarea = within(canvasElement).getByRole('textbox', {
      name: 'Comment'
    });
    // Keyboard alone: Tab reaches the field; Enter starts a new line instead of submitting.
    await userEvent.tab();
    await expect(textarea).toHaveFocus();
    await userEvent.keyboard('First line{Enter}Second line');
    await expect(textarea).toHaveValue('First line\\nSecond line');
    await userEvent.clear(textarea);
    textarea.blur();
  }
}`,...D.parameters?.docs?.source}}},O.parameters={...O.parameters,docs:{...O.parameters?.docs,source:{originalSource:`{
  args: {
    defaultValue: 'Please gift-wrap this one.'
  }
}`,...O.parameters?.docs?.source}}},k.parameters={...k.parameters,docs:{...k.parameters?.docs,source:{originalSource:`{
  play: async ({
    canvasElement
  }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', {
      name: 'Submit'
    }));
    const textarea = canvas.getByRole('textbox', {
      name: 'Comment'
    });
    await expect(await canvas.findByText('This is a required field.')).toBeVisible();
    await expect(textarea).toBeInvalid();
    await expect(textarea).toHaveAccessibleDescription('This is a required field.');
    textarea.blur();
  }
}`,...k.parameters?.docs?.source}}},A.parameters={...A.parameters,docs:{...A.parameters?.docs,source:{originalSource:`{
  args: {
    disabled: true,
    defaultValue: 'Please gift-wrap this one.'
  },
  play: async ({
    canvasElement
  }) => {
    await expect(within(canvasElement).getByRole('textbox', {
      name: 'Comment'
    })).toBeDisabled();
  }
}`,...A.parameters?.docs?.source}}}})))()}M();export{D as Default,A as Disabled,k as InvalidWithMessage,O as WithValue,j as __namedExportsOrder,E as default};