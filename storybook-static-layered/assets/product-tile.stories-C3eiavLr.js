import{n as e}from"./rolldown-runtime-sJBDdmOt.js";import{t}from"./jsx-runtime-MKhVqBIO.js";import{i as n,n as r,r as i}from"./clock-CQuF4ViI.js";import{i as a,n as o,r as s,t as c}from"./product-tile-P8gURuHX.js";function l(e){return(0,u.jsx)(c,{...e,action:t=>(0,u.jsx)(s,{action:`/checkout/cart/add/`,productId:e.product.id,sku:e.product.sku,name:e.product.name,disabled:!t.salable,submit:async()=>({product:{statusText:`This product is out of stock.`}}),onUnavailable:t.onUnavailable})})}var u,d,f,p,m,h,g,_,v,y,b,x,S,C,w,T,E;function D(){return(D=e((()=>{r(),a(),o(),u=t(),{expect:d,fn:f,userEvent:p,within:m}=__STORYBOOK_MODULE_TEST__,h={id:1556,sku:`MH07`,name:`Hero Hoodie`,url:`/hero-hoodie.html`,type:`simple`,image:{src:`data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%20width%3D%22240%22%20height%3D%22300%22%20viewBox%3D%220%200%20240%20300%22%3E%3Crect%20width%3D%22240%22%20height%3D%22300%22%20fill%3D%22%23d1d8e0%22%2F%3E%3Cpath%20d%3D%22M70%2090h100l22%2044-30%2014v92H78v-92l-30-14z%22%20fill%3D%22%234b6584%22%2F%3E%3C%2Fsvg%3E`,alt:`Hero Hoodie`,width:240,height:300},isSalable:!0,shortDescription:`A soft fleece hoodie with a kangaroo pocket, made for cool mornings on the trail.`,price:{amount:5400,currency:`USD`}},g=async()=>({}),_={...n,setTimeout:()=>setTimeout(()=>{},0)},v={title:`Storefront/ProductTile`,component:c,tags:[`autodocs`],args:{product:h,index:0,listName:`Category Products`},decorators:[e=>(0,u.jsx)(`ul`,{className:`grid w-64`,children:(0,u.jsx)(e,{})})],render:e=>(0,u.jsx)(c,{...e,action:(0,u.jsx)(s,{action:`/checkout/cart/add/`,productId:e.product.id,sku:e.product.sku,name:e.product.name,submit:f(g),disabled:!e.product.isSalable})})},y={play:async({canvasElement:e})=>{let t=m(e);await d(t.getByRole(`heading`,{name:`Hero Hoodie`})).toBeInTheDocument(),await d(t.getByText(`In stock`)).toBeInTheDocument(),await d(e.querySelector(`[data-slot="price"]`)).toHaveTextContent(`$54.00`),await d(t.getByRole(`button`,{name:`Add to Cart`})).toBeEnabled()}},b={args:{product:{...h,price:{amount:4320,regularAmount:5400,currency:`USD`}}},play:async({canvasElement:e})=>{let t=m(e);await d(t.getByText(`Special Price`)).toBeInTheDocument(),await d(t.getByText(`Regular Price`)).toBeInTheDocument(),await d(e.querySelector(`[data-slot="price"]`)).toHaveTextContent(`Special Price $43.20 Regular Price $54.00`)}},x={args:{product:{...h,type:`configurable`,price:{amount:3780,asLowAs:!0,currency:`USD`}}},play:async({canvasElement:e})=>{await d(e.querySelector(`[data-slot="price"]`)).toHaveTextContent(`As low as $37.80`)}},S={args:{product:{...h,isSalable:!1}},play:async({canvasElement:e})=>{let t=m(e);await d(t.getByText(`Out of stock`)).toBeInTheDocument(),await d(t.getByRole(`button`,{name:`Add to Cart`})).toBeDisabled()}},C={render:e=>(0,u.jsx)(c,{...e,action:(0,u.jsx)(s,{action:`/checkout/cart/add/`,productId:e.product.id,sku:e.product.sku,name:e.product.name,submit:()=>new Promise(()=>{})})}),play:async({canvasElement:e})=>{let t=m(e);t.getByRole(`button`,{name:`Add to Cart`}).focus(),await p.keyboard(`{Enter}`),await d(await t.findByRole(`button`,{name:`Adding...`})).toBeDisabled()}},w={beforeEach:()=>i(_),play:async({canvasElement:e})=>{let t=m(e);await p.click(t.getByRole(`button`,{name:`Add to Cart`})),await d(await t.findByRole(`button`,{name:`Added`})).toBeDisabled(),await d(t.getByRole(`status`)).toHaveTextContent(`Added`)}},T={render:e=>(0,u.jsx)(l,{...e}),play:async({canvasElement:e})=>{let t=m(e);await p.click(t.getByRole(`button`,{name:`Add to Cart`})),await d(await t.findByText(`This product is out of stock.`)).toBeInTheDocument(),await d(t.queryByText(`In stock`)).not.toBeInTheDocument(),await d(await t.findByRole(`button`,{name:`Add to Cart`},{timeout:3e3})).toBeDisabled()}},E=[`InStock`,`SpecialPrice`,`AsLowAs`,`OutOfStock`,`Adding`,`Added`,`Unavailable`],y.parameters={...y.parameters,docs:{...y.parameters?.docs,source:{originalSource:`{
  play: async ({
    canvasElement
  }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', {
      name: 'Hero Hoodie'
    })).toBeInTheDocument();
    await expect(canvas.getByText('In stock')).toBeInTheDocument();
    await expect(canvasElement.querySelector('[data-slot="price"]')).toHaveTextContent('$54.00');
    await expect(canvas.getByRole('button', {
      name: 'Add to Cart'
    })).toBeEnabled();
  }
}`,...y.parameters?.docs?.source}}},b.parameters={...b.parameters,docs:{...b.parameters?.docs,source:{originalSource:`{
  args: {
    product: {
      ...product,
      price: {
        amount: 4320,
        regularAmount: 5400,
        currency: 'USD'
      }
    }
  },
  play: async ({
    canvasElement
  }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Special Price')).toBeInTheDocument();
    await expect(canvas.getByText('Regular Price')).toBeInTheDocument();
    await expect(canvasElement.querySelector('[data-slot="price"]')).toHaveTextContent('Special Price $43.20 Regular Price $54.00');
  }
}`,...b.parameters?.docs?.source},description:{story:`A special price: the new amount and the old one struck through.`,...b.parameters?.docs?.description}}},x.parameters={...x.parameters,docs:{...x.parameters?.docs,source:{originalSource:`{
  args: {
    product: {
      ...product,
      type: 'configurable',
      price: {
        amount: 3780,
        asLowAs: true,
        currency: 'USD'
      }
    }
  },
  play: async ({
    canvasElement
  }) => {
    await expect(canvasElement.querySelector('[data-slot="price"]')).toHaveTextContent('As low as $37.80');
  }
}`,...x.parameters?.docs?.source},description:{story:`A configurable product whose colours and sizes cost different amounts.`,...x.parameters?.docs?.description}}},S.parameters={...S.parameters,docs:{...S.parameters?.docs,source:{originalSource:`{
  args: {
    product: {
      ...product,
      isSalable: false
    }
  },
  play: async ({
    canvasElement
  }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Out of stock')).toBeInTheDocument();
    await expect(canvas.getByRole('button', {
      name: 'Add to Cart'
    })).toBeDisabled();
  }
}`,...S.parameters?.docs?.source}}},C.parameters={...C.parameters,docs:{...C.parameters?.docs,source:{originalSource:`{
  render: args => <ProductTile {...args} action={<AddToCartForm action="/checkout/cart/add/" productId={args.product.id} sku={args.product.sku} name={args.product.name} submit={() => new Promise<AddToCartResponse>(() => {})} />} />,
  play: async ({
    canvasElement
  }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', {
      name: 'Add to Cart'
    }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('button', {
      name: 'Adding...'
    })).toBeDisabled();
  }
}`,...C.parameters?.docs?.source},description:{story:`The request is still running: 'Adding...' and disabled.`,...C.parameters?.docs?.description}}},w.parameters={...w.parameters,docs:{...w.parameters?.docs,source:{originalSource:`{
  beforeEach: () => setClock(frozenClock),
  play: async ({
    canvasElement
  }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', {
      name: 'Add to Cart'
    }));
    await expect(await canvas.findByRole('button', {
      name: 'Added'
    })).toBeDisabled();
    await expect(canvas.getByRole('status')).toHaveTextContent('Added');
  }
}`,...w.parameters?.docs?.source},description:{story:`The request succeeded: 'Added' (back to 'Add to Cart' after 1 s, held here).`,...w.parameters?.docs?.description}}},T.parameters={...T.parameters,docs:{...T.parameters?.docs,source:{originalSource:`{
  render: args => <UnavailableTile {...args} />,
  play: async ({
    canvasElement
  }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', {
      name: 'Add to Cart'
    }));
    await expect(await canvas.findByText('This product is out of stock.')).toBeInTheDocument();
    await expect(canvas.queryByText('In stock')).not.toBeInTheDocument();
    // 'Added' for a second (as after any answer), then 'Add to Cart' again, disabled.
    await expect(await canvas.findByRole('button', {
      name: 'Add to Cart'
    }, {
      timeout: 3000
    })).toBeDisabled();
  }
}`,...T.parameters?.docs?.source},description:{story:`The answer says the product cannot be bought any more: the stock status shows its status text.`,...T.parameters?.docs?.description}}}})))()}D();export{w as Added,C as Adding,x as AsLowAs,y as InStock,S as OutOfStock,b as SpecialPrice,T as Unavailable,E as __namedExportsOrder,v as default};