// The route table lives in the domain, so the server answers the same addresses with the right status.
export { paths, type PathName } from '../../domain/app-paths'
