import{n as e}from"./rolldown-runtime-sJBDdmOt.js";import{t}from"./jsx-runtime-MKhVqBIO.js";import{n,t as r}from"./price-BOpwHmkJ.js";var i,a,o,s,c,l,u,d,f,p,m,h;function g(){return(g=e((()=>{n(),i=t(),{expect:a,within:o}=__STORYBOOK_MODULE_TEST__,s={title:`Kit/Price`,component:r,tags:[`autodocs`],args:{amount:5999}},c={play:async({canvasElement:e})=>{await a(e).toHaveTextContent(`$59.99`)}},l={args:{amount:4500,regularAmount:5999},play:async({canvasElement:e})=>{let t=o(e);await a(t.getByText(`Special Price`)).toBeInTheDocument(),await a(t.getByText(`Regular Price`)).toBeInTheDocument(),await a(e.querySelector(`s`)).toHaveTextContent(`$59.99`)}},u={args:{amount:2900,prefix:`as-low-as`},play:async({canvasElement:e})=>{await a(e).toHaveTextContent(`As low as $29.00`)}},d={args:{amount:2465,regularAmount:2900,prefix:`as-low-as`}},f={args:{amount:123456789012,regularAmount:987654321098,size:`lg`},decorators:[e=>(0,i.jsx)(`div`,{className:`w-48 border border-dashed border-neutral-300 p-2`,children:e()})]},p={render:e=>(0,i.jsxs)(`div`,{className:`flex flex-col gap-3`,children:[(0,i.jsx)(r,{...e,size:`sm`}),(0,i.jsx)(r,{...e,size:`md`}),(0,i.jsx)(r,{...e,size:`lg`})]}),args:{amount:4500,regularAmount:5999}},m={args:{amount:4599,currency:`EUR`,locale:`de-DE`}},h=[`Regular`,`SpecialPrice`,`AsLowAs`,`AsLowAsSpecial`,`LongAmount`,`Sizes`,`Euro`],c.parameters={...c.parameters,docs:{...c.parameters?.docs,source:{originalSource:`{
  play: async ({
    canvasElement
  }) => {
    await expect(canvasElement).toHaveTextContent('$59.99');
  }
}`,...c.parameters?.docs?.source},description:{story:`A plain price: $59.99.`,...c.parameters?.docs?.description}}},l.parameters={...l.parameters,docs:{...l.parameters?.docs,source:{originalSource:`{
  args: {
    amount: 4500,
    regularAmount: 5999
  },
  play: async ({
    canvasElement
  }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Special Price')).toBeInTheDocument();
    await expect(canvas.getByText('Regular Price')).toBeInTheDocument();
    await expect(canvasElement.querySelector('s')).toHaveTextContent('$59.99');
  }
}`,...l.parameters?.docs?.source},description:{story:`A special price: the new amount, and the old one struck through; each named for screen readers.`,...l.parameters?.docs?.description}}},u.parameters={...u.parameters,docs:{...u.parameters?.docs,source:{originalSource:`{
  args: {
    amount: 2900,
    prefix: 'as-low-as'
  },
  play: async ({
    canvasElement
  }) => {
    await expect(canvasElement).toHaveTextContent('As low as $29.00');
  }
}`,...u.parameters?.docs?.source},description:{story:`A configurable product whose options cost different amounts.`,...u.parameters?.docs?.description}}},d.parameters={...d.parameters,docs:{...d.parameters?.docs,source:{originalSource:`{
  args: {
    amount: 2465,
    regularAmount: 2900,
    prefix: 'as-low-as'
  }
}`,...d.parameters?.docs?.source},description:{story:`As low as, on a special price.`,...d.parameters?.docs?.description}}},f.parameters={...f.parameters,docs:{...f.parameters?.docs,source:{originalSource:`{
  args: {
    amount: 123456789012,
    regularAmount: 987654321098,
    size: 'lg'
  },
  decorators: [Story => <div className="w-48 border border-dashed border-neutral-300 p-2">{Story()}</div>]
}`,...f.parameters?.docs?.source},description:{story:`A long amount wraps inside a narrow column instead of overflowing it.`,...f.parameters?.docs?.description}}},p.parameters={...p.parameters,docs:{...p.parameters?.docs,source:{originalSource:`{
  render: args => <div className="flex flex-col gap-3">
      <Price {...args} size="sm" />
      <Price {...args} size="md" />
      <Price {...args} size="lg" />
    </div>,
  args: {
    amount: 4500,
    regularAmount: 5999
  }
}`,...p.parameters?.docs?.source},description:{story:`The three sizes: cart lines, tiles, the product page.`,...p.parameters?.docs?.description}}},m.parameters={...m.parameters,docs:{...m.parameters?.docs,source:{originalSource:`{
  args: {
    amount: 4599,
    currency: 'EUR',
    locale: 'de-DE'
  }
}`,...m.parameters?.docs?.source},description:{story:`Another currency and locale.`,...m.parameters?.docs?.description}}}})))()}g();export{u as AsLowAs,d as AsLowAsSpecial,m as Euro,f as LongAmount,c as Regular,p as Sizes,l as SpecialPrice,h as __namedExportsOrder,s as default};