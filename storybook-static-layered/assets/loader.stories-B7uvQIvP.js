import{n as e}from"./rolldown-runtime-sJBDdmOt.js";import{t}from"./jsx-runtime-MKhVqBIO.js";import{r as n,t as r}from"./button-CoWe3urc.js";import{i,n as a,r as o,t as s}from"./loader-DnowUpFv.js";function c({children:e}){return(0,u.jsxs)(`section`,{"aria-label":`My Cart`,className:`relative flex min-h-[12rem] max-w-sm flex-col gap-2 rounded-lg border border-neutral-200 p-5 shadow-sm`,children:[(0,u.jsx)(`h2`,{className:`text-lg font-bold`,children:`My Cart`}),(0,u.jsx)(`p`,{className:`text-sm text-neutral-700`,children:`2 items`}),(0,u.jsx)(`p`,{className:`text-sm text-neutral-700`,children:`Cart Subtotal: $58.00`}),e]})}function l(){let e=i();return(0,u.jsxs)(`div`,{className:`flex flex-col gap-4`,children:[(0,u.jsxs)(`div`,{className:`flex flex-wrap items-center gap-3`,children:[(0,u.jsx)(r,{variant:`secondary`,onClick:e.show,children:`Start a request`}),(0,u.jsx)(r,{variant:`outline`,onClick:e.hide,children:`Finish a request`}),(0,u.jsxs)(`span`,{className:`text-sm text-neutral-700`,children:[`Pending: `,e.count]})]}),(0,u.jsx)(c,{children:(0,u.jsx)(a,{active:e.isLoading})})]})}var u,d,f,p,m,h,g,_,v,y,b,x;function S(){return(S=e((()=>{n(),o(),u=t(),{expect:d,userEvent:f,within:p}=__STORYBOOK_MODULE_TEST__,m={title:`Kit/Loader`,component:a,tags:[`autodocs`],args:{active:!0},argTypes:{variant:{control:`select`,options:[`overlay`,`fullscreen`,`inline`]}},render:e=>(0,u.jsx)(c,{children:(0,u.jsx)(a,{...e})})},h={play:async({canvasElement:e})=>{await d(p(e).getByRole(`status`)).toHaveTextContent(`Please wait...`)}},g={args:{text:s},play:async({canvasElement:e})=>{await d(p(e).getByRole(`status`)).toHaveTextContent(`Loading...`)}},_={args:{active:!1},play:async({canvasElement:e})=>{await d(p(e).getByRole(`status`)).toBeEmptyDOMElement()}},v={args:{variant:`inline`,text:s}},y={args:{variant:`fullscreen`}},b={render:()=>(0,u.jsx)(l,{}),play:async({canvasElement:e})=>{let t=p(e),n=t.getByRole(`button`,{name:`Start a request`}),r=t.getByRole(`button`,{name:`Finish a request`}),i=t.getByRole(`status`);await f.tab(),await d(n).toHaveFocus(),await f.keyboard(`{Enter}{Enter}`),await d(i).toHaveTextContent(`Please wait...`),await f.tab(),await d(r).toHaveFocus(),await f.keyboard(`{Enter}`),await d(t.getByText(`Pending: 1`)).toBeInTheDocument(),await d(i).toHaveTextContent(`Please wait...`),await f.keyboard(`{Enter}`),await d(i).toBeEmptyDOMElement(),await f.keyboard(`{Enter}`),await f.click(n),await d(i).toHaveTextContent(`Please wait...`),n.blur()}},x=[`Visible`,`LoadingText`,`Hidden`,`Inline`,`Fullscreen`,`Counter`],h.parameters={...h.parameters,docs:{...h.parameters?.docs,source:{originalSource:`{
  play: async ({
    canvasElement
  }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Please wait...');
  }
}`,...h.parameters?.docs?.source},description:{story:`The mask over a box, with the default text.`,...h.parameters?.docs?.description}}},g.parameters={...g.parameters,docs:{...g.parameters?.docs,source:{originalSource:`{
  args: {
    text: LOADER_TEXT_LOADING
  },
  play: async ({
    canvasElement
  }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading...');
  }
}`,...g.parameters?.docs?.source}}},_.parameters={..._.parameters,docs:{..._.parameters?.docs,source:{originalSource:`{
  args: {
    active: false
  },
  play: async ({
    canvasElement
  }) => {
    await expect(within(canvasElement).getByRole('status')).toBeEmptyDOMElement();
  }
}`,..._.parameters?.docs?.source},description:{story:`Inactive: nothing shows, but the status region waits in the page.`,..._.parameters?.docs?.description}}},v.parameters={...v.parameters,docs:{...v.parameters?.docs,source:{originalSource:`{
  args: {
    variant: 'inline',
    text: LOADER_TEXT_LOADING
  }
}`,...v.parameters?.docs?.source}}},y.parameters={...y.parameters,docs:{...y.parameters?.docs,source:{originalSource:`{
  args: {
    variant: 'fullscreen'
  }
}`,...y.parameters?.docs?.source}}},b.parameters={...b.parameters,docs:{...b.parameters?.docs,source:{originalSource:`{
  render: () => <CounterDemo />,
  play: async ({
    canvasElement
  }) => {
    const canvas = within(canvasElement);
    const start = canvas.getByRole('button', {
      name: 'Start a request'
    });
    const finish = canvas.getByRole('button', {
      name: 'Finish a request'
    });
    const status = canvas.getByRole('status');
    await userEvent.tab();
    await expect(start).toHaveFocus();
    await userEvent.keyboard('{Enter}{Enter}');
    await expect(status).toHaveTextContent('Please wait...');
    await userEvent.tab();
    await expect(finish).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('Pending: 1')).toBeInTheDocument();
    await expect(status).toHaveTextContent('Please wait...');
    await userEvent.keyboard('{Enter}');
    await expect(status).toBeEmptyDOMElement();
    // Extra hides do not go below zero: one show brings the mask straight back.
    await userEvent.keyboard('{Enter}');
    await userEvent.click(start);
    await expect(status).toHaveTextContent('Please wait...');
    start.blur();
  }
}`,...b.parameters?.docs?.source},description:{story:`The counter: the mask stays until every started request has finished. Keyboard only.`,...b.parameters?.docs?.description}}}})))()}S();export{b as Counter,y as Fullscreen,_ as Hidden,v as Inline,g as LoadingText,h as Visible,x as __namedExportsOrder,m as default};