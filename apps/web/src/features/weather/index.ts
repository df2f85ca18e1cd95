// What other code uses of the weather: the visitors' home section.
export { WeatherVisitorSection } from './components/weather-visitor-section';
